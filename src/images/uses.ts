// Every content field that holds a photograph, and the component it shows in
// (D42). tests/images.test.ts fails when a photograph's field is missing here.
import type { SiteContent } from "../content/load";
import type { ImageData } from "../content/schemas";
import type { ImagePlaceName } from "./places";

export interface ImageUse {
  file: string;
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
    ...content.sectors.flatMap((sector) => [
      { file: sector.file, field: "image", image: sector.data.image, place: "sectorCard" as const },
      { file: sector.file, field: "image", image: sector.data.image, place: "sectorBlock" as const },
    ]),
    ...content.testimonials.map((testimonial) => ({
      file: testimonial.file,
      field: "image",
      image: testimonial.data.image,
      place: "testimonial" as const,
    })),
  ];
}
