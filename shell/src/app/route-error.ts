/** Thrown by a screen to show the error page with a status (404 for missing pages, 500 for unknown guards). */
export class RouteError extends Error {
  constructor(
    readonly status: number,
    message = `Route error ${status}`,
    /** 'unmatched': no route at all ('This page could not be found'). */
    readonly variant: 'default' | 'unmatched' = 'default',
  ) {
    super(message);
    this.name = 'RouteError';
  }
}
