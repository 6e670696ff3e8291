import { useState } from "react";
import fallbackPicture from "../assets/avatar-fallback.svg";
import { UserIcon } from "./UserIcon";

const isHttpUrl = (url: string) => /^https?:\/\//i.test(url);

interface AvatarProps {
  /** The user's picture URL; anything but an http(s) URL shows the generic icon. */
  src: string | null | undefined;
  /** What it shows, or "" when the name is written beside it. */
  alt: string;
  className?: string;
}

/** A round profile picture: a fallback image when the picture fails to load, the generic icon when there is none. */
export function Avatar({ src, alt, className = "size-9" }: AvatarProps) {
  const [failedSrc, setFailedSrc] = useState<string>();
  const shape = `${className} shrink-0 rounded-full`;
  if (!src || !isHttpUrl(src)) {
    return (
      <span
        // An empty `alt` is a decorative picture, as on an <img>: its name is written beside it.
        {...(alt ? { role: "img", "aria-label": alt } : { "aria-hidden": true })}
        className={`${shape} grid place-items-center bg-slate-200 text-slate-500 dark:bg-slate-700 dark:text-slate-300`}
      >
        <UserIcon className="size-3/5" />
      </span>
    );
  }
  return (
    <img
      src={failedSrc === src ? fallbackPicture : src}
      alt={alt}
      onError={() => setFailedSrc(src)}
      referrerPolicy="no-referrer"
      className={`${shape} object-cover`}
    />
  );
}
