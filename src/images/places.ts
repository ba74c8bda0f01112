// Each place's file widths follow from its component's CSS in `sizes`, never a guess (D42);
// tests/browser-image-places.test.ts holds each `sizes` to the laid-out page.

export const viewportRange = { min: 320, max: 1920 } as const;

/** A 3x phone gets the 2x file: at a phone's distance the difference is hard to see, for twice the bytes. */
export const densities = [1, 2] as const;

/** So no screen downloads more than about 1.7 times the pixels it shows. */
export const widthStep = 1.3;

export interface ImagePlace {
  sizes: string;
  /** A fixed box's shape: the file is cropped to it, so no pixel is sent only to be cut off by object-fit. */
  aspectRatio?: number;
  /** Made at exactly this size, cropped (an Open Graph picture): no srcset. */
  fixed?: { width: number; height: number };
}

export const imagePlaces = {
  /** HomeScreen.css, .image--leads. */
  hero: { sizes: "(min-width: 60rem) 33rem, calc(100vw - 2rem)" },
  /** CardGrid.css, SectorCard.css. */
  sectorCard: { sizes: "(min-width: 64rem) 17rem, (min-width: 36rem) 46vw, calc(100vw - 2rem)", aspectRatio: 3 / 2 },
  /** SectorsScreen.css. */
  sectorBlock: { sizes: "(min-width: 60rem) 28rem, calc(100vw - 2rem)" },
  /** base.css, .split__image. */
  story: { sizes: "(min-width: 60rem) 30rem, calc(100vw - 2rem)", aspectRatio: 3 / 2 },
  /** Testimonial.css. */
  testimonial: { sizes: "3.5rem", aspectRatio: 1 },
  /** Layout.tsx's og:image. */
  share: { sizes: "1200px", fixed: { width: 1200, height: 630 } },
} as const satisfies Record<string, ImagePlace>;

export type ImagePlaceName = keyof typeof imagePlaces;

const remPx = 16;

function lengthOf(length: string): (viewport: number) => number {
  const calc = /^calc\((.+)\)$/.exec(length);
  if (calc) {
    const [first, operator, second] = calc[1]!.trim().split(/\s+/);
    if (!first || !second || (operator !== "-" && operator !== "+")) throw new Error(`sizes: cannot read ${length}`);
    const [a, b] = [lengthOf(first), lengthOf(second)];
    return operator === "-" ? (viewport) => a(viewport) - b(viewport) : (viewport) => a(viewport) + b(viewport);
  }
  const match = /^(\d+(?:\.\d+)?)(rem|px|vw)$/.exec(length);
  if (!match) throw new Error(`sizes: cannot read the length ${length}`);
  const value = Number(match[1]);
  if (match[2] === "vw") return (viewport) => (value * viewport) / 100;
  const px = match[2] === "rem" ? value * remPx : value;
  return () => px;
}

/** Read once: widthsForPlace asks at every one of 1,600 viewport widths. */
function slotWidthAt(sizes: string): (viewport: number) => number {
  const entries = sizes
    .split(/,(?![^(]*\))/)
    .map((part) => part.trim())
    .map((entry) => {
      const condition = /^\(min-width:\s*(\d+(?:\.\d+)?)(rem|px)\)\s+(.+)$/.exec(entry);
      return condition
        ? { minimum: Number(condition[1]) * (condition[2] === "rem" ? remPx : 1), width: lengthOf(condition[3]!) }
        : { minimum: 0, width: lengthOf(entry) };
    });
  return (viewport) => {
    const entry = entries.find(({ minimum }) => viewport >= minimum);
    if (!entry) throw new Error(`sizes: ${sizes} has no entry without a condition`);
    return entry.width(viewport);
  };
}

export function slotWidth(sizes: string, viewport: number): number {
  return slotWidthAt(sizes)(viewport);
}

/** Every width `sizes` gives from 320 to 1920 px, at each density, in steps of `widthStep`; never wider than the source. */
export function widthsForPlace(place: ImagePlace, sourceWidth: number = Number.POSITIVE_INFINITY): number[] {
  if ("fixed" in place && place.fixed) return [Math.min(place.fixed.width, sourceWidth)];
  const needed = new Set<number>();
  const slotWidth = slotWidthAt(place.sizes);
  for (let viewport = viewportRange.min; viewport <= viewportRange.max; viewport++) {
    const slot = slotWidth(viewport);
    for (const density of densities) needed.add(Math.ceil(slot * density));
  }
  const sorted = [...needed].sort((a, b) => a - b);
  const widths: number[] = [];
  for (const width of sorted) {
    if (widths.length > 0 && width <= widths.at(-1)!) continue;
    widths.push(sorted.findLast((candidate) => candidate <= width * widthStep)!);
  }
  const capped = widths.filter((width) => width < sourceWidth);
  return capped.length < widths.length ? [...capped, sourceWidth] : capped;
}

/** D42's budget: a 390 px phone at any density downloads no image over 60 KB. */
export const phoneBudget = { viewport: 390, densities: [1, 2, 3], bytes: 60 * 1024 } as const;

/** The narrowest file at least as wide as the slot at its density, else the widest. */
export function pickedWidth(widths: readonly number[], sizes: string, viewport: number, density: number): number {
  const needed = slotWidth(sizes, viewport) * density;
  return widths.find((width) => width >= needed) ?? widths.at(-1)!;
}

export function phoneWidths(place: ImagePlace, widths: readonly number[]): number[] {
  return [
    ...new Set(phoneBudget.densities.map((density) => pickedWidth(widths, place.sizes, phoneBudget.viewport, density))),
  ];
}
