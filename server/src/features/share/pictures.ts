import { imageSize } from "image-size";
import { LRUCache } from "lru-cache";
import { fetchPublic, type AddressPolicy } from "../../http/publicFetch";

/**
 * Players' pictures for the share card: fetched from the URL the player gave, through fetchPublic (public
 * addresses only, 2 s, 1 MB), and used only when they are a PNG, JPEG or GIF of at most 2048 px a side (what is
 * decoded stays small). Anything else (slow, huge, not an image, refused, failed) is null: the card shows the
 * initial. Kept a few minutes per URL, failures too, so that a card drawn again after each change of the score
 * does not fetch them again, and a slow host is not asked again at once.
 */

const LIMITS = { timeoutMs: 2000, maxBytes: 1_000_000, maxRedirects: 3 };
const MAX_SIDE = 2048;
const TYPES: Record<string, string> = { png: "image/png", jpg: "image/jpeg", gif: "image/gif" };

export type PictureLoader = (url: string | null) => Promise<string | null>;

/** A loader of pictures as data: URLs (null: none, or not usable), with its own cache. */
export function pictureLoader(policy: AddressPolicy = {}): PictureLoader {
  const kept = new LRUCache<string, Promise<string | null>>({ max: 500, ttl: 5 * 60_000 });
  return (url) => {
    if (!url) return Promise.resolve(null);
    let picture = kept.get(url);
    if (!picture) {
      picture = fetchPicture(url, policy);
      kept.set(url, picture);
    }
    return picture;
  };
}

async function fetchPicture(url: string, policy: AddressPolicy): Promise<string | null> {
  try {
    const accept = "image/png, image/jpeg;q=0.9, image/gif;q=0.8";
    const { status, body } = await fetchPublic(url, LIMITS, { headers: { accept } }, policy);
    return status === 200 ? asDataUrl(body) : null;
  } catch {
    return null;
  }
}

/** The picture as a data: URL when it is one the card draws; the bytes decide, not what the server called them. */
export function asDataUrl(bytes: Buffer): string | null {
  try {
    const { type, width, height } = imageSize(bytes);
    const mime = type && TYPES[type];
    if (!mime || width > MAX_SIDE || height > MAX_SIDE) return null;
    return `data:${mime};base64,${bytes.toString("base64")}`;
  } catch {
    return null;
  }
}
