/**
 * A pure reading of a text, remembered for the last `size` texts. A page's sentences are read again on
 * every generation from it (a regeneration, a one-item rewrite, the checks on a model's reply), and the
 * language and artefact readings are most of the offline writer's time per request (issue 18: the
 * request's overhead beyond the model). The oldest answer goes first when the memory is full.
 */
export function rememberedByText<T>(read: (text: string) => T, size = 4096): (text: string) => T {
  const answers = new Map<string, T>();
  return (text) => {
    if (answers.has(text)) return answers.get(text) as T;
    const answer = read(text);
    if (answers.size >= size) answers.delete(answers.keys().next().value as string);
    answers.set(text, answer);
    return answer;
  };
}
