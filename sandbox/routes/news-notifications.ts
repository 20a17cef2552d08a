/**
 * Named methods of news and the notification centre (spec 1 section 4; spec 3 sections 3.11 and 4.6). Unknown news
 * ids and refused decisions answer 'TA1'; notification settings asking for SMS without a phone answer 'VF'.
 */
import { RESPONSE_CODES } from '../../src/core/api/contract/envelope';
import type { SandboxContext } from '../context';
import {
  decideConfirmationNews,
  findNews,
  listNews,
  listNotifications,
  markNewsRead,
  markNotificationsRead,
  notificationSettingsOf,
  pendingConfirmationNews,
  saveNotificationSettings,
} from '../domain/news-notifications';
import { requestLanguage } from '../domain/global-transfers';
import type { MethodCallContext, MethodHandlers } from './contract';
import { EnvelopeError, signedIn } from './contract';

export type NewsNotificationMethod =
  | 'newsList'
  | 'newsGet'
  | 'newsMarkRead'
  | 'newsConfirmationList'
  | 'newsConfirmationDecide'
  | 'notificationList'
  | 'notificationMarkRead'
  | 'notificationSettingsGet'
  | 'notificationSettingsUpdate';

export function newsNotificationHandlers(context: SandboxContext): Pick<MethodHandlers, NewsNotificationMethod> {
  const { db } = context;
  // News are written per language; the request's language picks the text.
  const language = (call: MethodCallContext) => requestLanguage(call.request.headers.get('accept-language'));
  return {
    newsList(input, call) {
      return listNews(db, signedIn(call).user.id, input.pageNumber, input.pageSize, language(call));
    },
    newsGet(input, call) {
      return { news: findNews(db, signedIn(call).user.id, input.newsId, language(call)) };
    },
    newsMarkRead(input, call) {
      const userId = signedIn(call).user.id;
      const news = markNewsRead(db, userId, input.newsId, context.now(), language(call));
      return { news, unread: listNews(db, userId, 1, 1).unread };
    },
    newsConfirmationList(_input, call) {
      return { news: pendingConfirmationNews(db, signedIn(call).user.id, language(call)) };
    },
    newsConfirmationDecide(input, call) {
      return {
        news: decideConfirmationNews(
          db,
          signedIn(call).user.id,
          input.newsId,
          input.decision,
          context.now(),
          language(call),
        ),
      };
    },
    notificationList(input, call) {
      return listNotifications(db, signedIn(call).user.id, input.pageNumber, input.pageSize);
    },
    notificationMarkRead(input, call) {
      return {
        unread: markNotificationsRead(db, signedIn(call).user.id, input.ids ?? [], input.all === true, context.now()),
      };
    },
    notificationSettingsGet(_input, call) {
      return { settings: notificationSettingsOf(db, signedIn(call).user.id) };
    },
    notificationSettingsUpdate(input, call) {
      const { user } = signedIn(call);
      if (input.settings.channels.sms && !user.phone) {
        throw new EnvelopeError(RESPONSE_CODES.verifyError, 'Add a phone number before turning on SMS notifications', {
          validationErrors: [
            { field: 'settings.channels.sms', description: 'Add a phone number before turning on SMS notifications' },
          ],
        });
      }
      return { settings: saveNotificationSettings(db, user.id, input.settings, context.now()) };
    },
  };
}
