/**
 * The limits of a custom training (spec 2 §4 "Custom training", §5), which the reference gateway checks and
 * the console's forms show before sending: one place both may import (the console never imports
 * server/gateway). The spec gives none of them; they are the reference gateway's.
 */
export const CUSTOM_TRAINING_NAME_MAX = 255
export const CUSTOM_TRAINING_DESCRIPTION_MAX = 2000
export const MAX_CHAPTER_MINUTES = 600
export const MAX_QUIZ_QUESTIONS = 100
export const QUESTION_MAX = 1000
export const ANSWER_MAX = 500

/**
 * The largest video: 100 MB (104,857,600 bytes). The spec gives only the 7 MB default of other uploads;
 * 100 MB holds several minutes of 1080p H.264, which a training chapter needs, while keeping one upload's
 * disk and time bounded. The console's routes that take a video need a body limit above it
 * (server/http/body-limits.ts).
 */
export const MAX_VIDEO_MB = 100
export const MAX_VIDEO_BYTES = MAX_VIDEO_MB * 1024 * 1024
