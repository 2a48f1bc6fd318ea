import type { EnglishProfaneWord } from "obscenity";

/**
 * The prompt content filter's word lists: what Spritewright refuses to draw, and why.
 *
 * Spritewright draws game art, so a prompt is judged by what the picture would show, not by
 * how rude a word sounds. The rules:
 *
 * - Violence and horror are allowed, gore included: "bloody sword", "kill count icon",
 *   "zombie", "skull pile", "decapitated skeleton", "severed head on a pike".
 * - Romance and mild suggestive words are allowed when nothing explicit is asked for: "kiss",
 *   "romance", "sexy robot", "seductive vampire", "bikini armour", "lingerie". The suggestive
 *   ones (role `suggestive`: sexy, seductive, lingerie, bikini, swimsuit, underwear, ...) are
 *   refused as `sexual_minors` next to any word for a child (below); "kid in a swimsuit" is
 *   refused on purpose, as a word list cannot tell a beach scene from worse.
 * - Refused as `sexual`: sexual acts, genitals, exposed breasts and nipples, pornography,
 *   erotica and fetish terms, sexual slang, prostitution, and nudity of a person ("naked
 *   woman", "nude", "topless", "undressed"). A bare-chested or shirtless fighter is not
 *   nudity. Objects described as naked are allowed: "naked blade", "naked sword", "naked
 *   flame", "naked tree", "naked eye" (see `allowed-phrases.ts`).
 * - Refused as `sexual_minors`: anything sexual, nude or suggestive together with a word for a
 *   child, teen or baby or an age under 18 ("12 year old"), and child-abuse terms on their own
 *   ("loli", "shota", "pedo", "jailbait"). A word for a child on its own is fine ("kid knight").
 * - Refused as `sexual_violence`: rape, molestation, non-consensual sex. "Grape", "therapist"
 *   and "rapeseed" are fine.
 * - Refused as `hate`: slurs against a people, religion, sexuality or disability, and hate
 *   symbols, names and slogans: "swastika", "nazi", "hitler", "kkk", "sieg heil", "white
 *   power", "1488", "SS runes". WW2 soldiers, tanks and planes are fine.
 * - Refused as `profanity`: the strongest swear words (fuck, cunt, shit, twat, bitch, ass,
 *   arse), because their only use in a prompt is to print them. Milder words pass: "bastard
 *   sword", "damn", "hell hound", "bloody", "prick", "piss", "turd", "bollocks".
 * - Ordinary words that merely contain a refused one always pass (the Scunthorpe problem):
 *   "Scunthorpe", "cockpit", "cocktail", "peacock", "assassin", "bass guitar", "class",
 *   "shiitake", "Dickens", "analysis", "therapist", "grape", "Sussex", "titmouse",
 *   "cumulus", "spick and span", "arsenal", "sextant". Whole-word patterns (`|word|`) and
 *   `allowed-phrases.ts` do this; when a new false positive turns up, add the ordinary word
 *   there and a prompt for it to `prompt-set.ts`.
 * - Only English is screened. Hate speech made of ordinary words, euphemisms, and words split
 *   into pieces of several letters ("po rn") pass: `KNOWN_MISSES` in `prompt-set.ts`.
 *
 * Patterns use obscenity's syntax (`|` = word boundary, `[x]` = optional, `?` = any one
 * character) and are written in plain lowercase spelling without digits: the matcher folds
 * leetspeak, look-alike letters, accents, repeated letters and spaced-out letters before
 * matching, and fits every pattern to the same folding (`match-terms.ts`).
 */

/** Why a prompt was refused, most severe first: the order in which a verdict picks one. */
export const MODERATION_CATEGORIES = [
  "sexual_minors",
  "sexual_violence",
  "hate",
  "sexual",
  "profanity",
] as const;

export type ModerationCategory = (typeof MODERATION_CATEGORIES)[number];

/**
 * What a matched term does: a category refuses on its own; `suggestive` and `minor_context`
 * refuse only together, as `sexual_minors`.
 */
export type TermRole = ModerationCategory | "suggestive" | "minor_context";

export interface TermEntry {
  /** The name a refusal reports (never the user's own spelling). */
  term: string;
  role: TermRole;
  patterns: readonly string[];
}

/**
 * obscenity's English dataset, word by word: the category each keeps here, or `null` to drop
 * it (too mild under the rules above, or replaced by an entry in `TERMS`). Typed over every
 * word, so an obscenity upgrade that adds one fails the typecheck until it is decided here.
 */
export const OBSCENITY_WORDS: Record<EnglishProfaneWord, ModerationCategory | null> = {
  abeed: "hate",
  abo: "hate",
  africoon: "hate",
  anal: "sexual",
  anus: "sexual",
  arabush: "hate",
  arse: "profanity",
  ass: "profanity",
  bastard: null, // "bastard sword"
  bestiality: null, // replaced: its pattern also refuses "bestial", as in "bestial roar"
  bitch: "profanity",
  blowjob: "sexual",
  bollocks: null,
  boob: "sexual",
  boonga: "hate",
  buttplug: "sexual",
  chingchong: "hate",
  chink: "hate",
  cock: "sexual",
  cuck: "sexual",
  cum: "sexual",
  cunt: "profanity",
  deepthroat: "sexual",
  dick: "sexual",
  dildo: "sexual",
  doggystyle: "sexual",
  "double penetration": "sexual",
  dyke: "hate",
  ejaculate: "sexual",
  fag: "hate",
  felch: "sexual",
  fellatio: "sexual",
  "finger bang": "sexual",
  fisting: "sexual",
  fuck: null, // replaced: its bare "fu" pattern refuses "fu dog" statues
  gangbang: "sexual",
  handjob: "sexual",
  hentai: "sexual",
  hooker: "sexual",
  incest: "sexual",
  "jerk off": "sexual",
  jizz: "sexual",
  kike: "hate",
  lubejob: "sexual",
  masturbate: "sexual",
  negro: "hate",
  nigger: "hate",
  orgasm: "sexual",
  orgy: "sexual",
  penis: "sexual",
  piss: null,
  porn: "sexual",
  prick: null, // "thorn prick"
  pussy: "sexual",
  rape: "sexual_violence",
  retard: "hate",
  scat: null, // "animal scat" in a tracking game
  semen: "sexual",
  sex: null, // replaced: it also refuses "sexy", which is only suggestive here
  shit: "profanity",
  slut: "sexual",
  spastic: "hate",
  tit: null, // replaced: its "titt" pattern, once fitted to squeezed repeats, refuses "title"
  tranny: "hate",
  turd: null,
  twat: "profanity",
  vagina: "sexual",
  wank: "sexual",
  whore: "sexual",
};

/** Our own entries, added to the obscenity words kept above. */
export const TERMS: readonly TermEntry[] = [
  // sexual: nudity of a person
  { term: "naked", role: "sexual", patterns: ["|naked", "|nekkid", "|nakkid"] },
  {
    term: "nude",
    role: "sexual",
    patterns: ["|nude|", "|nudes|", "|nudity", "|nudist", "|nudism", "|nudie"],
  },
  { term: "topless", role: "sexual", patterns: ["|topless"] },
  {
    term: "undressed",
    role: "sexual",
    patterns: [
      "|undressed",
      "|unclothed",
      "|disrobed",
      "|no clothes",
      "|without clothes",
      "|without clothing",
      "|birthday suit",
    ],
  },
  {
    term: "stripper",
    role: "sexual",
    patterns: ["|stripper", "|striptease", "|strip tease", "|strip club"],
  },
  {
    term: "breasts",
    role: "sexual",
    patterns: [
      "|nipple",
      "|areola",
      "|bare breast",
      "|exposed breast",
      "|breasts out",
      "|bewbs|",
      "|camel toe|",
    ],
  },
  // sexual: anatomy, acts, pornography, slang
  {
    term: "genitals",
    role: "sexual",
    patterns: [
      "|genital",
      "|vulva",
      "|labia|",
      "|clit|",
      "|clits|",
      "|clitoris",
      "|scrotum",
      "|testicle",
    ],
  },
  { term: "tits", role: "sexual", patterns: ["|tit|", "|tits|", "|titty|", "|titties|"] },
  {
    term: "porn",
    role: "sexual",
    patterns: ["|pron|", "porn", "xvideos", "xhamster", "redtube", "brazzers", "chaturbate"],
  },
  {
    term: "sex",
    role: "sexual",
    patterns: ["|sex|", "|sexual", "|sexting", "|sextoy", "|sexdoll", "|sexbot", "|intercourse"],
  },
  { term: "erotic", role: "sexual", patterns: ["|erotic", "|lewd", "|nsfw", "|ecchi|", "|ahegao"] },
  {
    term: "fetish",
    role: "sexual",
    patterns: ["|bdsm|", "|bondage", "|dominatrix", "upskirt", "cameltoe"],
  },
  {
    term: "sex act",
    role: "sexual",
    patterns: [
      "|blow job",
      "|hand job",
      "|jerking off",
      "|finger bang",
      "|gang bang",
      "|doggy style",
      "|butt plug",
      "|masturbat",
      "|creampie",
      "bukkake",
      "cunniling",
      "anilingus",
      "rimjob",
      "|threesome",
      "necrophil",
      "|bestiality",
      "|beastiality",
      "zoophil",
      "fleshlight",
    ],
  },
  {
    term: "sex work",
    role: "sexual",
    patterns: ["|prostitut", "|milf|", "|milfs|", "|camgirl", "onlyfans", "|futanari", "|futa|"],
  },
  { term: "pubic hair", role: "sexual", patterns: ["|pubic", "|pubes|"] },

  // sexual_minors on their own
  {
    term: "child sexual abuse",
    role: "sexual_minors",
    patterns: [
      "|loli|",
      "|lolis|",
      "|lolicon",
      "|shota|",
      "|shotas|",
      "|shotacon",
      "|pedo|",
      "|pedos|",
      "|pedophil",
      "|paedo",
      "|pedobear",
      "jailbait",
    ],
  },

  // sexual_violence
  { term: "rape", role: "sexual_violence", patterns: ["|raping", "|rapey"] },
  {
    term: "sexual assault",
    role: "sexual_violence",
    patterns: [
      "molest",
      "|sexual assault",
      "|sexually assault",
      "|non consensual",
      "|nonconsensual",
      "|noncon|",
      "|forced sex",
      "|sex slave",
    ],
  },

  // hate: slurs missing from obscenity's list
  {
    term: "slur",
    role: "hate",
    patterns: [
      "|spic|",
      "|spics|",
      "|wetback",
      "|beaner",
      "|gook",
      "|raghead",
      "|towelhead",
      "|coon|",
      "|coons|",
      "|jigaboo",
      "|porch monkey",
      "|wog|",
      "|wogs|",
      "|paki|",
      "|pakis|",
      "|jap|",
      "|japs|",
      "|kyke",
      "|heeb|",
      "|zipperhead",
      "|redskin",
      "|darkie",
      "|golliwog",
      "|injun|",
      "|injuns|",
      "|shemale",
    ],
  },
  // hate: symbols, names and slogans
  {
    term: "hate symbol",
    role: "hate",
    patterns: [
      "|nazi",
      "|swastika",
      "|hakenkreuz",
      "|hitler",
      "|sieg heil",
      "|ku klux",
      "|klan|",
      "|klansman",
      "|klansmen",
      "|white power|",
      "|white pride",
      "|white supremac",
      "|aryan nation",
      "|aryan brotherhood",
      "|blackface",
      "|ss rune",
      "|ss bolt",
      "|ss lightning",
      "|ss insignia",
      "|ss symbol",
    ],
  },

  // profanity: obscenity's "fuck" without its bare "fu"
  {
    term: "fuck",
    role: "profanity",
    patterns: [
      "f[?]ck",
      "|fk",
      "|fck",
      "|fuk",
      "|fuq",
      "|fcuk",
      "|phuck",
      "|phuk",
      "|ph*ck",
      "|f*k|",
    ],
  },

  // A masked letter ("p*rn", "sh*t"), for the words most often written so; "f*ck" is above.
  { term: "porn", role: "sexual", patterns: ["|p*rn", "|pr*n|"] },
  { term: "sex", role: "sexual", patterns: ["|s*x|", "|s*xual"] },
  { term: "naked", role: "sexual", patterns: ["|n*ked", "|nak*d"] },
  { term: "nude", role: "sexual", patterns: ["|n*de|", "|n*des|"] },
  { term: "dick", role: "sexual", patterns: ["|d*ck"] },
  { term: "cock", role: "sexual", patterns: ["|c*ck|", "|c*cks|"] },
  { term: "pussy", role: "sexual", patterns: ["|p*ssy"] },
  { term: "penis", role: "sexual", patterns: ["|p*nis"] },
  { term: "tits", role: "sexual", patterns: ["|t*ts|", "|t*tties|"] },
  { term: "whore", role: "sexual", patterns: ["|wh*re"] },
  { term: "slut", role: "sexual", patterns: ["|sl*t|", "|sl*ts|"] },
  { term: "rape", role: "sexual_violence", patterns: ["|r*pe|", "|r*ped|", "|r*pist"] },
  { term: "nigger", role: "hate", patterns: ["|n*gger", "|n*gga", "|n**ger"] },
  { term: "fag", role: "hate", patterns: ["|f*g|", "|f*gs|", "|f*ggot"] },
  { term: "shit", role: "profanity", patterns: ["|sh*t"] },
  { term: "cunt", role: "profanity", patterns: ["|c*nt"] },
  { term: "bitch", role: "profanity", patterns: ["|b*tch"] },

  // suggestive: allowed alone, refused next to a word for a child
  {
    term: "suggestive",
    role: "suggestive",
    patterns: [
      "|sexy|",
      "|sexier|",
      "|sexiest|",
      "|seductive",
      "|seducing",
      "|sensual",
      "|lingerie",
      "|bikini",
      "|swimsuit",
      "|underwear",
      "|panties",
      "|thong",
      "|busty",
      "|cleavage",
      "|pin up|",
      "|pinup",
      "|skimpy",
    ],
  },

  // minor_context: harmless alone, makes anything sexual or suggestive `sexual_minors`
  {
    term: "child",
    role: "minor_context",
    patterns: [
      "|child",
      "|kid|",
      "|kids|",
      "|kiddie",
      "|kiddo",
      "|baby|",
      "|babies|",
      "|toddler",
      "|infant",
      "|preteen",
      "|pre teen",
      "|teen|",
      "|teens|",
      "|teenage",
      "|tween|",
      "|tweens|",
      "|underage",
      "|under age|",
      "|minor|",
      "|minors|",
      "|juvenile",
      "|pubescent",
      "|prepubescent",
      "|lolita",
      "|schoolgirl",
      "|schoolboy",
      "|school girl",
      "|school boy",
      "|little girl",
      "|little boy",
      "|young girl",
      "|young boy",
      "|elementary school",
      "|middle school",
    ],
  },
];

/**
 * Terms obscenity's matcher cannot express, because its folding maps digits to letters and
 * squeezes repeated letters ("1488", "kkk"): plain regular expressions over the normalised
 * prompt (lowercase, accents and invisible characters removed, dashes turned into spaces).
 */
export const REGEX_TERMS: readonly { term: string; role: TermRole; regex: RegExp }[] = [
  { term: "1488", role: "hate", regex: /(?<![\d.,])14\s*\/?\s*88(?![\d.,])/ },
  { term: "kkk", role: "hate", regex: /(?<![a-z\d])k(?:\s?k){2,}(?![a-z\d])/ },
  {
    term: "age under 18",
    role: "minor_context",
    regex: /(?<![\d.,])(?:[1-9]|1[0-7])\s*(?:y\s?\.?\s?o\b|yrs?\s*old\b|years?\s*old\b)/,
  },
];
