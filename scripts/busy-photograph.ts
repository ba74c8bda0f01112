// A busy photograph, made here rather than downloaded: the image benchmark
// (scripts/image-bench.ts) and the tests both need pictures as hard to
// compress as real ones. It lives beside the benchmark, not in tests/, since
// nothing outside tests/ imports from there (the tests may need vitest to load).
import sharp from "sharp";

/** A small deterministic random generator (a linear congruential one), so every run makes the same pictures. */
function randomFrom(seed: number): () => number {
  let state = seed >>> 0 || 1;
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

/**
 * A busy photograph, as hard to compress as a real one of a crowded room:
 * shapes of many colours under fine, slightly soft grain (a camera's noise
 * and texture). `seed` makes each one different; the same seed, the same bytes.
 */
export async function busyPhotograph(seed: number, width = 4000, height = 3000): Promise<Buffer> {
  const random = randomFrom(seed);
  const colour = () => `rgb(${Math.floor(random() * 255)},${Math.floor(random() * 255)},${Math.floor(random() * 255)})`;
  const shapes = Array.from({ length: 120 }, () => {
    const x = random() * width;
    const y = random() * height;
    const size = (0.02 + random() * 0.15) * width;
    return random() < 0.5
      ? `<circle cx="${x}" cy="${y}" r="${size / 2}" fill="${colour()}" fill-opacity="0.8"/>`
      : `<rect x="${x}" y="${y}" width="${size}" height="${size * (0.3 + random())}" fill="${colour()}" fill-opacity="0.8" transform="rotate(${random() * 90 - 45} ${x} ${y})"/>`;
  }).join("");
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="${width}" height="${height}" fill="${colour()}"/>${shapes}</svg>`;
  const grain = Buffer.alloc(width * height);
  for (let index = 0; index < grain.length; index++) grain[index] = Math.floor(96 + random() * 64);
  const texture = await sharp(grain, { raw: { width, height, channels: 1 } })
    .blur(0.8)
    .png()
    .toBuffer();
  const shapesBlurred = await sharp(Buffer.from(svg)).blur(1.2).toBuffer();
  return sharp(shapesBlurred)
    .composite([{ input: texture, blend: "overlay" }])
    .jpeg({ quality: 90 })
    .toBuffer();
}
