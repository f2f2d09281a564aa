/**
 * A pure reading of a text, remembered for the last `size` texts. A page's sentences are read again on
 * every generation from it (a regeneration, a one-item rewrite, the checks on a model's reply), and the
 * language and artefact readings are most of the offline writer's time per request (issue 18: the
 * request's overhead beyond the model). The oldest answer goes first when the memory is full.
 */
export function rememberedByText<T>(read: (text: string) => T, size = 4096): (text: string) => T {
  return rememberedBy((text: string) => text, read, size);
}

/** The same, for a reading of a text that also depends on a few other arguments, all of them in `keyOf`. */
export function rememberedBy<Args extends unknown[], T>(keyOf: (...args: Args) => string, read: (...args: Args) => T, size = 4096): (...args: Args) => T {
  const answers = new Map<string, T>();
  return (...args) => {
    const key = keyOf(...args);
    if (answers.has(key)) return answers.get(key) as T;
    const answer = read(...args);
    if (answers.size >= size) answers.delete(answers.keys().next().value as string);
    answers.set(key, answer);
    return answer;
  };
}
