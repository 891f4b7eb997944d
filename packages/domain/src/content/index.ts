export { campaignStatus, type TCampaignStatus } from "./campaign-status.ts";
export { CONTENT_LIMIT_MAX, CONTENT_PAGE_MAX, CONTENT_PAGE_SIZE, RELATED_MAX } from "./content-bounds.ts";
export { READING_WORDS_PER_MINUTE, readingMinutes } from "./reading-minutes.ts";
export { isVideoEmbedUrl, VIDEO_EMBED_HOSTS, videoFrameSources } from "./video-hosts.ts";
