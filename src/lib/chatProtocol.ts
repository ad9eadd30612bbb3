// Every message between the chat panel (src/app/ChatPanel.tsx) and the page in its frame:
// the built-in coach (src/features/coach) or a configured third-party chatbot, which speaks
// the same small protocol. Both sides send and read through these functions, and a message
// is read only when it comes from the expected window and origin.

/** From the panel to the frame. */
export type PanelMessage =
  /** A message to answer as if the parent had typed it (the home page's openers). */
  | { type: 'send-message'; message: string }
  /** The panel's "Get help now" link: show every help line, pinned in view (built-in coach only). */
  | { type: 'show-help' };

/** From the frame to the panel. */
export type FrameMessage =
  /** The frame is listening: pending messages may be sent. */
  { type: 'chatbot-ready' };

/** The longest message the coach reads; longer ones are cut. */
export const MAX_MESSAGE_LENGTH = 1000;

function isRecord(data: unknown): data is Record<string, unknown> {
  return typeof data === 'object' && data !== null;
}

/** Whether the event came from `source` at `origin` (anything else is ignored). */
function trusted(event: MessageEvent, origin: string, source: MessageEventSource | null | undefined): boolean {
  return Boolean(source) && event.origin === origin && event.source === source;
}

/** The panel's message to the frame, or null when the event is not one from the panel. */
export function readPanelMessage(event: MessageEvent, origin: string, panel: MessageEventSource | null): PanelMessage | null {
  if (!trusted(event, origin, panel) || !isRecord(event.data)) return null;
  const { type, message } = event.data;
  if (type === 'send-message' && typeof message === 'string') return { type, message };
  if (type === 'show-help') return { type };
  return null;
}

/** The frame's message to the panel, or null when the event is not one from the frame. */
export function readFrameMessage(
  event: MessageEvent,
  origin: string,
  frame: MessageEventSource | null | undefined,
): FrameMessage | null {
  if (!trusted(event, origin, frame) || !isRecord(event.data)) return null;
  return event.data.type === 'chatbot-ready' ? { type: 'chatbot-ready' } : null;
}

/** Sends a message to the frame's window, delivered only if it is still at `origin`. */
export function postToFrame(frame: Window, message: PanelMessage, origin: string): void {
  frame.postMessage(message, origin);
}

/** Sends a message to the panel's window, delivered only if it is at `origin`. */
export function postToPanel(panel: Window, message: FrameMessage, origin: string): void {
  panel.postMessage(message, origin);
}
