import { useState } from "react";
import { TrophyIcon } from "./icons";

const isHttpUrl = (url: string) => /^https?:\/\/\S+$/i.test(url.trim());

interface CompetitionImageProps {
  src: string | null | undefined;
  /** What the picture is, for screen readers; without it the picture is decorative (the name is beside it). */
  label?: string;
  className?: string;
}

/** A competition's thumbnail: only http(s) pictures are loaded; none, or one that fails, shows a trophy. */
export function CompetitionImage({ src, label, className = "" }: CompetitionImageProps) {
  const [failedSrc, setFailedSrc] = useState<string>();
  if (!src || !isHttpUrl(src) || failedSrc === src) {
    return (
      <div
        role={label ? "img" : undefined}
        aria-label={label && `${label}: none`}
        aria-hidden={label ? undefined : true}
        className={`${className} grid place-items-center bg-slate-100 text-slate-400 dark:bg-slate-800 dark:text-slate-500`}
      >
        <TrophyIcon />
      </div>
    );
  }
  return (
    <img
      src={src.trim()}
      alt={label ?? ""}
      onError={() => setFailedSrc(src)}
      referrerPolicy="no-referrer"
      className={`${className} bg-slate-100 object-cover dark:bg-slate-800`}
    />
  );
}
