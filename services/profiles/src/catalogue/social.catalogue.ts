/**
 * Social networks a talent may link, with the exact host names accepted for each: a link must
 * point at the network it is filed under, so a profile cannot smuggle an arbitrary site in.
 */
export const SOCIAL_NETWORK_HOSTS = {
  youtube: ['youtube.com', 'www.youtube.com', 'm.youtube.com', 'youtu.be'],
  tiktok: ['tiktok.com', 'www.tiktok.com', 'm.tiktok.com', 'vm.tiktok.com'],
  instagram: ['instagram.com', 'www.instagram.com'],
  twitter: ['twitter.com', 'www.twitter.com', 'mobile.twitter.com', 'x.com', 'www.x.com'],
  linkedin: ['linkedin.com', 'www.linkedin.com'],
} as const satisfies Record<string, readonly string[]>;

export type SocialNetwork = keyof typeof SOCIAL_NETWORK_HOSTS;
export const SOCIAL_NETWORKS = Object.keys(SOCIAL_NETWORK_HOSTS) as readonly SocialNetwork[];
