// Globals that the browser tests' init scripts add to the page (see about, community and
// shop specs): what the page tried to open, recorded instead of leaving the test page.
export {};

declare global {
  interface Window {
    __mailtos: string[];
    __opened: string[];
    __recordOpen: (url: string) => void;
    /** layout.spec's scroll walk (watchScrolling): see there. */
    __scrollWalk: (step: number, visit: (y: number, end: number) => void) => Promise<void>;
  }
}
