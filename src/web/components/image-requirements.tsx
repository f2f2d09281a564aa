import type { ImageRequirement } from "../../domain/index.ts";

interface ImageRequirementsProps {
  images: readonly ImageRequirement[];
  /** The heading's level where it sits: a section of a card, or a block of a dialog. */
  headingLevel?: "h2" | "h3";
}

/**
 * The images and logos the ad needs, which the user uploads in Google Ads (no export carries them): the
 * ratio, the smallest size Google takes and the size it recommends. Nothing for a type without images.
 */
export function ImageRequirements({ images, headingLevel: Heading = "h3" }: ImageRequirementsProps) {
  if (images.length === 0) return null;
  return (
    <section aria-label="Images to upload in Google Ads" className="flex flex-col gap-2 text-sm">
      <Heading className="font-medium">Images to upload in Google Ads</Heading>
      <p className="text-muted-foreground">No export carries images: add these to the ad in Google Ads or Google Ads Editor.</p>
      <ul className="flex flex-col gap-1.5">
        {images.map((image) => (
          <li key={image.asset} className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-0.5 rounded-md border border-border px-3 py-2">
            <span className="font-medium">
              {image.asset} <span className="font-normal text-muted-foreground">{image.ratio}</span>
            </span>
            <span className="text-muted-foreground">
              at least {image.minimum} px, {image.recommended} recommended · {image.need}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
