/**
 * The API client of a story. Stories have no sandbox behind them: a story's client answers the calls its screen makes
 * from the story's own data, after a short pause like a network, so loading states show. An operation is answered by
 * its method name, or for REST operations by `HTTP-METHOD path` or the path alone; a call the story has no answer for
 * fails as the server would fail an unknown method, naming the operation.
 */
import { operationLabel, type ApiClient } from '../core/api/client';
import type { Operation, RequestOf, ResponseOf } from '../core/api/contract/define';
import { ApiError } from '../core/api/errors';

export type StoryAnswers = Readonly<Record<string, (payload: Record<string, unknown>) => unknown>>;

export function storyApi(answers: StoryAnswers, { pauseMs = 250 }: { pauseMs?: number } = {}): ApiClient {
  return {
    async call<O extends Operation>(operation: O, payload: RequestOf<O>): Promise<ResponseOf<O>> {
      await new Promise<void>((resolve) => setTimeout(resolve, pauseMs));
      const answer =
        operation.kind === 'method'
          ? answers[operation.name]
          : (answers[operationLabel(operation)] ?? answers[operation.path]);
      if (!answer)
        throw new ApiError({ code: 'IM', message: `The story has no answer for ${operationLabel(operation)}` });
      return answer(payload as Record<string, unknown>) as ResponseOf<O>;
    },
  };
}
