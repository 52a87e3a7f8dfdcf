/** An event's ticket link: the shop's address for its ticket number (the page the list and structured data point to). */
export const ticketLink = (ticketNumber: number): string => `/webshop/event/${ticketNumber}`;
