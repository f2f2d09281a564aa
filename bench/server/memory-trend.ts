export interface MemorySample {
  /** Seconds since the load started. */
  atSeconds: number;
  rssMb: number;
}

export interface MemoryTrend {
  /** Least-squares slope over the second half, in MB per minute. */
  mbPerMinute: number;
  /** What that slope adds over the second half, as a share of the RSS the half started at. */
  fittedRisePercent: number;
  flat: boolean;
}

/** Growth under this share over the second half, once warm-up is over, counts as flat. */
export const flatRisePercent = 5;

/**
 * The trend after warm-up: the first half of a soak fills caches, pools and V8's generations; a leak is
 * what keeps climbing through the second.
 */
export function memoryTrend(samples: readonly MemorySample[]): MemoryTrend {
  const end = samples.at(-1)?.atSeconds ?? 0;
  const half = samples.filter((sample) => sample.atSeconds >= end / 2);
  if (half.length < 2) return { mbPerMinute: 0, fittedRisePercent: 0, flat: true };
  const minutes = half.map((sample) => sample.atSeconds / 60);
  const meanX = minutes.reduce((a, b) => a + b, 0) / half.length;
  const meanY = half.reduce((a, sample) => a + sample.rssMb, 0) / half.length;
  let covariance = 0;
  let variance = 0;
  half.forEach((sample, index) => {
    const dx = (minutes[index] ?? 0) - meanX;
    covariance += dx * (sample.rssMb - meanY);
    variance += dx * dx;
  });
  const mbPerMinute = variance === 0 ? 0 : covariance / variance;
  const spanMinutes = (minutes.at(-1) ?? 0) - (minutes[0] ?? 0);
  const fittedRisePercent = (100 * mbPerMinute * spanMinutes) / (half[0]?.rssMb ?? 1);
  return { mbPerMinute, fittedRisePercent, flat: fittedRisePercent < flatRisePercent };
}
