import { isBlank, toText } from '../values';
import type { Flag } from './types';

const OCTET = '(25[0-5]|2[0-4]\\d|[01]?\\d\\d?)';
const IPV4 = new RegExp(`^${OCTET}\\.${OCTET}\\.${OCTET}\\.${OCTET}$`);

export function ipv4(value: unknown, _param?: Flag): boolean {
  return isBlank(value) || IPV4.test(toText(value).trim());
}

const IPV6 =
  /^((([0-9A-Fa-f]{1,4}:){7}[0-9A-Fa-f]{1,4})|(([0-9A-Fa-f]{1,4}:){6}:[0-9A-Fa-f]{1,4})|(([0-9A-Fa-f]{1,4}:){5}:([0-9A-Fa-f]{1,4}:)?[0-9A-Fa-f]{1,4})|(([0-9A-Fa-f]{1,4}:){4}:([0-9A-Fa-f]{1,4}:){0,2}[0-9A-Fa-f]{1,4})|(([0-9A-Fa-f]{1,4}:){3}:([0-9A-Fa-f]{1,4}:){0,3}[0-9A-Fa-f]{1,4})|(([0-9A-Fa-f]{1,4}:){2}:([0-9A-Fa-f]{1,4}:){0,4}[0-9A-Fa-f]{1,4})|(([0-9A-Fa-f]{1,4}:){6}((\b((25[0-5])|(1\d{2})|(2[0-4]\d)|(\d{1,2}))\b)\.){3}(\b((25[0-5])|(1\d{2})|(2[0-4]\d)|(\d{1,2}))\b))|(([0-9A-Fa-f]{1,4}:){0,5}:((\b((25[0-5])|(1\d{2})|(2[0-4]\d)|(\d{1,2}))\b)\.){3}(\b((25[0-5])|(1\d{2})|(2[0-4]\d)|(\d{1,2}))\b))|(::([0-9A-Fa-f]{1,4}:){0,5}((\b((25[0-5])|(1\d{2})|(2[0-4]\d)|(\d{1,2}))\b)\.){3}(\b((25[0-5])|(1\d{2})|(2[0-4]\d)|(\d{1,2}))\b))|([0-9A-Fa-f]{1,4}::([0-9A-Fa-f]{1,4}:){0,5}[0-9A-Fa-f]{1,4})|(::([0-9A-Fa-f]{1,4}:){0,6}[0-9A-Fa-f]{1,4})|(([0-9A-Fa-f]{1,4}:){1,7}:))$/i;

export function ipv6(value: unknown, _param?: Flag): boolean {
  return isBlank(value) || IPV6.test(toText(value).trim());
}

const MASK_OCTET = '(254|252|248|240|224|192|128|0)';

/**
 * jQuery's `netmask`: a contiguous IPv4 subnet mask such as 255.255.255.0. jQuery's pattern is not
 * anchored at the end, so it let "255.255.255.0xyz" through; this one is.
 */
const NETMASK = new RegExp(
  `^((254|252|248|240|224|192|128)\\.0\\.0\\.0|255\\.${MASK_OCTET}\\.0\\.0|255\\.255\\.${MASK_OCTET}\\.0|255\\.255\\.255\\.${MASK_OCTET})$`,
);

export function netmask(value: unknown, _param?: Flag): boolean {
  return isBlank(value) || NETMASK.test(toText(value).trim());
}
