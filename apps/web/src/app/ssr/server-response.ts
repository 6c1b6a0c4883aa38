// What a page tells the server render about the HTTP answer: its status (the 404 page answers 404).
// In the browser there is no such context and the hook does nothing.
import { createContext, useContext } from 'react';

export interface ServerResponse {
  setStatus(status: number): void;
}

export const ServerResponseContext = createContext<ServerResponse | null>(null);

/** Sets the status the server answers the page with. */
export function useServerStatus(status: number): void {
  useContext(ServerResponseContext)?.setStatus(status);
}
