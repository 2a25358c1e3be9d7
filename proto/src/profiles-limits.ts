/** Largest profile photo, checked by the gateway while receiving and by profiles on the bytes ("Max file size is {0} MB"). */
export const PHOTO_MAX_MEGABYTES = 10;
export const PHOTO_MAX_BYTES = PHOTO_MAX_MEGABYTES * 1024 * 1024;

/**
 * Largest representative licence document (JPEG, PNG or PDF), checked by the gateway while receiving and
 * by profiles on the bytes. The photo limit, for every type: the gateway caps the upload before it can
 * know the type, so one limit keeps its refusal ("Max file size is {0} MB") the same whatever the file
 * turns out to be, and 10 MB holds a licence scanned at 300 dpi, as an image or a PDF of a few pages.
 */
export const LICENSE_DOCUMENT_MAX_MEGABYTES = PHOTO_MAX_MEGABYTES;
export const LICENSE_DOCUMENT_MAX_BYTES = LICENSE_DOCUMENT_MAX_MEGABYTES * 1024 * 1024;
