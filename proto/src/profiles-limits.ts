/** Largest profile photo, checked by the gateway while receiving and by profiles on the bytes ("Max file size is {0} MB"). */
export const PHOTO_MAX_MEGABYTES = 10;
export const PHOTO_MAX_BYTES = PHOTO_MAX_MEGABYTES * 1024 * 1024;
