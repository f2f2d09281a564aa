import { ImageIcon, Play } from "lucide-react";
import { cn } from "../../lib/class-names.ts";

/** Where the advertiser's image or video goes; Adsmith writes the text, the advertiser brings the picture. */
export function ImagePlaceholder({ video, className }: { video?: boolean; className?: string }) {
  const Icon = video ? Play : ImageIcon;
  return (
    <div className={cn("flex flex-col items-center justify-center gap-1 bg-gradient-to-br from-primary/25 to-primary/5 text-xs text-muted-foreground", className)}>
      <Icon aria-hidden="true" className="size-6" />
      {video ? "Your video" : "Your image"}
    </div>
  );
}
