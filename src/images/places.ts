// Where a photograph can be shown on the site, and the widths of file each
// place needs (D42). A place is one component's picture: its `sizes` says how
// wide the component's CSS lays the picture out at every viewport width, and
// the widths the build makes follow from that, never from a guess.
//
// Each `sizes` below was read off the stylesheet and is held to the page by
// tests/browser-image-places.test.ts, which measures every place in Chromium
// from 320 to 1920 px and fails if the picture is ever laid out wider than its
// `sizes` says (the browser would then pick a file too small) or much
// narrower (a file too large). This module touches no Node API: the editor's
// preview renders pictures too.

/** The viewport widths the site is designed for (D31). */
export const viewportRange = { min: 320, max: 1920 } as const;

/**
 * Screen densities the files are made for. A 3x phone gets the 2x file: at a
 * phone's viewing distance the difference is hard to see, and it would cost
 * more than twice the bytes (D11's budgets).
 */
export const densities = [1, 2] as const;

/**
 * A candidate file is at most this much wider than the width it is picked
 * for, so no screen downloads more than (1.3)², about 1.7 times, the pixels
 * it shows; a finer ladder costs build time and disk for a few bytes.
 */
export const widthStep = 1.3;

export interface ImagePlace {
  /** The `sizes` attribute: the picture's laid-out CSS width at each viewport width, from its component's CSS. */
  sizes: string;
  /**
   * Width / height of the box the CSS draws the picture in, when fixed: the
   * file is cropped to it (around what sharp finds most interesting), so no
   * pixel is sent only to be cut off by object-fit. Without it the picture
   * keeps its own shape (a box whose shape changes with the screen).
   */
  aspectRatio?: number;
  /** Made at exactly this one size, cropped (an Open Graph picture): no srcset. */
  fixed?: { width: number; height: number };
}

/** The places, one per component that shows a photograph. */
export const imagePlaces = {
  /** HomeScreen's hero: the page's width less its gutters; from 60rem, a column 33rem wide (HomeScreen.css, .image--leads). */
  hero: { sizes: "(min-width: 60rem) 33rem, calc(100vw - 2rem)" },
  /** SectorCard's photograph: one column, then two from 36rem, then four from 64rem (CardGrid.css, SectorCard.css). */
  sectorCard: { sizes: "(min-width: 64rem) 17rem, (min-width: 36rem) 46vw, calc(100vw - 2rem)", aspectRatio: 3 / 2 },
  /** SectorsScreen's block: full width above the text, then a 28rem column from 60rem (SectorsScreen.css). */
  sectorBlock: { sizes: "(min-width: 60rem) 28rem, calc(100vw - 2rem)" },
  /** AboutScreen's story photograph: full width, then a 30rem column from 60rem (base.css, .split__image). */
  story: { sizes: "(min-width: 60rem) 30rem, calc(100vw - 2rem)", aspectRatio: 3 / 2 },
  /** Testimonial's portrait: a 3.5rem circle (Testimonial.css). */
  testimonial: { sizes: "3.5rem", aspectRatio: 1 },
  /** The picture social media show for a shared link: 1200 x 630, as Layout.tsx declares it in og:image. */
  share: { sizes: "1200px", fixed: { width: 1200, height: 630 } },
} as const satisfies Record<string, ImagePlace>;

export type ImagePlaceName = keyof typeof imagePlaces;

/** The browser's rem: the site never changes the root font size. */
const remPx = 16;

/** One length of a `sizes` list, read once, as CSS px at a viewport width: `33rem`, `46vw`, `1200px`, `calc(100vw - 2rem)`. */
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

/**
 * A `sizes` attribute read once, evaluated as the browser does at any
 * viewport width: the first entry whose (min-width) condition holds. Read
 * again at each of the 1,600 widths widthsForPlace asks about, the lists cost
 * every build with photographs tens of milliseconds (BENCHMARKS.md's history).
 */
function slotWidthAt(sizes: string): (viewport: number) => number {
  const entries = sizes
    .split(/,(?![^(]*\))/)
    .map((part) => part.trim())
    .map((entry) => {
      const condition = /^\(min-width:\s*(\d+(?:\.\d+)?)(rem|px)\)\s+(.+)$/.exec(entry);
      return condition ? { minimum: Number(condition[1]) * (condition[2] === "rem" ? remPx : 1), width: lengthOf(condition[3]!) } : { minimum: 0, width: lengthOf(entry) };
    });
  return (viewport) => {
    const entry = entries.find(({ minimum }) => viewport >= minimum);
    if (!entry) throw new Error(`sizes: ${sizes} has no entry without a condition`);
    return entry.width(viewport);
  };
}

/** A `sizes` attribute evaluated as the browser does: the first entry whose (min-width) condition holds. */
export function slotWidth(sizes: string, viewport: number): number {
  return slotWidthAt(sizes)(viewport);
}

/**
 * The file widths a place needs: every width its `sizes` gives from 320 to
 * 1920 px, at each density, covered by a ladder of files each at most
 * `widthStep` wider than the width it serves. Never wider than the source
 * (a picture is never enlarged): the source's width then ends the ladder.
 */
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
    // The widest needed width within `widthStep` of this one: its file serves every width from this one up to it.
    widths.push(sorted.findLast((candidate) => candidate <= width * widthStep)!);
  }
  const capped = widths.filter((width) => width < sourceWidth);
  return capped.length < widths.length ? [...capped, sourceWidth] : capped;
}

/**
 * The phone of D42's budget: 390 CSS px wide (the commonest phone width),
 * at any density a phone has (up to 3x), downloads no image over 60 KB.
 */
export const phoneBudget = { viewport: 390, densities: [1, 2, 3], bytes: 60 * 1024 } as const;

/** The file a browser picks from a srcset: the narrowest at least as wide as the slot at its density, else the widest. */
export function pickedWidth(widths: readonly number[], sizes: string, viewport: number, density: number): number {
  const needed = slotWidth(sizes, viewport) * density;
  return widths.find((width) => width >= needed) ?? widths.at(-1)!;
}

/** The widths of a place a phone of the budget may download: each must fit phoneBudget.bytes. */
export function phoneWidths(place: ImagePlace, widths: readonly number[]): number[] {
  return [...new Set(phoneBudget.densities.map((density) => pickedWidth(widths, place.sizes, phoneBudget.viewport, density)))];
}
