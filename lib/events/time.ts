/** Events take place in the region: their times are shown in Krasnoyarsk time (UTC+7), whatever the reader's zone. */
export const EVENT_TIME_ZONE = 'Asia/Krasnoyarsk';
