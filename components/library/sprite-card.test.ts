import Link from "next/link";
import { isValidElement, type ReactElement, type ReactNode } from "react";
import { describe, expect, it } from "vitest";
import type { SpriteRecord } from "@/lib/contract/sprites";
import { SpriteCard } from "./sprite-card";

/** Every element of a rendered tree, depth first (function components are not called). */
function elements(node: ReactNode): ReactElement<Record<string, unknown>>[] {
  if (Array.isArray(node)) return node.flatMap(elements);
  if (!isValidElement<{ children?: ReactNode }>(node)) return [];
  return [node as ReactElement<Record<string, unknown>>, ...elements(node.props.children)];
}

const sprite = {
  id: "0b6f3c1e-9a55-4d4e-8f0e-2a1d3c4b5a69",
  kind: "sprite",
  title: "Red knight",
  prompt: "a red knight",
  width: 32,
  height: 32,
  assetType: "character",
  image: { pngBase64: "iVBORw0KGgo=" },
} as unknown as SpriteRecord;

describe("a library card", () => {
  it("links to its sprite page without prefetching it, and shows its image inline", () => {
    const render = (SpriteCard as unknown as { type: (props: object) => ReactNode }).type;
    const tree = elements(render({ sprite, href: `/sprites/${sprite.id}` }));
    const links = tree.filter((element) => element.type === Link);
    expect(links).toHaveLength(1);
    expect(links[0]!.props.href).toBe(`/sprites/${sprite.id}`);
    expect(links[0]!.props.prefetch).toBe(false);
    const images = tree.filter((element) => "base64" in element.props);
    expect(images.map((element) => element.props.base64)).toEqual(["iVBORw0KGgo="]);
  });
});
