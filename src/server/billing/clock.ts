/** The time billing decisions are made at; tests and test mode's clock control move it forward. */
export interface Clock {
  now(): Date;
  advance(ms: number): void;
}

export function createClock(start: () => number = Date.now): Clock {
  let offset = 0;
  return {
    now: () => new Date(start() + offset),
    advance: (ms) => {
      offset += ms;
    },
  };
}
