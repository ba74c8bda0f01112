// Every field of the content that holds a photograph, and the place (the
// component) it is shown in: the build makes an upload's files for exactly
// the places its field is shown in (D42). tests/images.test.ts walks every
// content file and fails when a photograph's field is missing here, so a new
// image field cannot be forgotten.
import type { SiteContent } from "../content/load";
import type { ImageData } from "../content/schemas";
import type { ImagePlaceName } from "./places";

export interface ImageUse {
  /** The content file, for messages: content/routes/home.md */
  file: string;
  /** The field, as YAML writes it: hero.image */
  field: string;
  image: ImageData;
  place: ImagePlaceName;
}

export function imageUses(content: SiteContent): ImageUse[] {
  const { site, routes } = content;
  return [
    { file: site.file, field: "shareImage", image: site.data.shareImage, place: "share" },
    { file: routes.home.file, field: "hero.image", image: routes.home.data.hero.image, place: "hero" },
    { file: routes.about.file, field: "image", image: routes.about.data.image, place: "story" },
    // A sector's photograph is on its card on the home page and beside its block on Our Sectors.
    ...content.sectors.flatMap((sector) => [
      { file: sector.file, field: "image", image: sector.data.image, place: "sectorCard" as const },
      { file: sector.file, field: "image", image: sector.data.image, place: "sectorBlock" as const },
    ]),
    ...content.testimonials.map((testimonial) => ({ file: testimonial.file, field: "image", image: testimonial.data.image, place: "testimonial" as const })),
  ];
}
