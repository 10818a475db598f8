/** Mobile is detected from the user agent (on the server, so SSR is right): shared by the page and the page cache. */
const MOBILE_UA = /Android|iPhone|iPad|iPod|Mobile|Mobi|Opera Mini|IEMobile|BlackBerry|webOS|Windows Phone/i;

export function isMobileUserAgent(userAgent: string | null | undefined): boolean {
  return !!userAgent && MOBILE_UA.test(userAgent);
}
