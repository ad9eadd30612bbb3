/** The raw score a calibrated probability stands for under Platt (a, b). */
export function rawOf(p: number, platt: readonly [number, number]): number;
/** A threshold p under calibration `from` carried to calibration `to` by its raw score. */
export function carry(p: number, from: readonly [number, number], to: readonly [number, number]): number;
