/** Powerful browser features the site never uses; embeds keep what their iframe `allow` attribute grants. */
export const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), serial=(), bluetooth=(), midi=(), magnetometer=(), gyroscope=(), accelerometer=(), browsing-topics=()';
/**
 * Staff documents may use the camera on this origin: the box office's check-in screen scans tickets, and the policy
 * of the document a session first loaded holds for every screen it then opens without a reload. Visitors keep none.
 */
export const STAFF_PERMISSIONS_POLICY = PERMISSIONS_POLICY.replace('camera=()', 'camera=(self)');
export const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * The headers every answer carries, whatever it is: nosniff, the referrer policy, the permissions policy (the staff
 * one for a staff session) and HSTS when the request came over TLS. HTML documents add their CSP and framing rule.
 */
export function everyAnswerHeaders(opts: { staff: boolean; tls: boolean }): Record<string, string> {
  return {
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'permissions-policy': opts.staff ? STAFF_PERMISSIONS_POLICY : PERMISSIONS_POLICY,
    ...(opts.tls ? { 'strict-transport-security': HSTS } : {}),
  };
}
