/**
 * Small bitmaps for the touch-up motifs. Legend: `#` line color, `A` the motif's color, `a` one
 * shade darker, `L` one shade lighter (highlight, top-left), `K` the darkest color, `Y` a yellow
 * from the sprite, `.` untouched. Drawn at a whole-pixel scale that grows with the region.
 */
export const BITMAPS: Readonly<Record<string, readonly string[]>> = {
  gem: [".###.", "#LAA#", "#AAa#", ".#a#.", "..#.."],
  heart: [".##.##.", "#LA#Aa#", "#AAAAa#", ".#AAa#.", "..#a#..", "...#..."],
  cross: [".###.", "##A##", "#AAA#", "##a##", ".#a#.", ".#a#.", ".###."],
  rune: ["A.A.A", ".AAA.", "..A..", ".AaA.", "A.a.A"],
  flower: [".A.A.", "AAYAA", ".AYA.", "AAYAA", ".A.A."],
  eye: [".###.", "#LK##", ".###."],
};
