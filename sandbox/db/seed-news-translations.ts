/**
 * The demo news in the other interface languages (issue 24): the sandbox answers news calls in the request's
 * language, as the bank's server does, so a Romanian or Ukrainian page shows no English news.
 */
import type Database from 'better-sqlite3';
import { DEMO_NEWS } from './seed-news';

type Text = { title: string; summary: string; body: string };

const TRANSLATIONS: Record<number, Record<'es' | 'pt' | 'ro' | 'ru' | 'uk', Text>> = {
  [DEMO_NEWS.maintenance]: {
    es: {
      title: 'Mantenimiento previsto el domingo por la noche',
      summary:
        'Los pagos con tarjeta siguen funcionando; las transferencias hechas entre las 01:00 y las 03:00 UTC se procesarán después.',
      body:
        'Actualizamos nuestros sistemas de pago el domingo entre las 01:00 y las 03:00 UTC.\n\nLos pagos con tarjeta y la consulta de saldo siguen ' +
        'funcionando durante ese tiempo. Las transferencias enviadas entonces quedan en cola y se procesan en cuanto termine la actualización. No tienes que hacer nada.',
    },
    pt: {
      title: 'Manutenção prevista na noite de domingo',
      summary:
        'Os pagamentos com cartão continuam a funcionar; as transferências feitas entre as 01:00 e as 03:00 UTC serão processadas depois.',
      body:
        'Vamos atualizar os nossos sistemas de pagamento no domingo entre as 01:00 e as 03:00 UTC.\n\nOs pagamentos com cartão e a consulta de saldo ' +
        'continuam a funcionar nesse período. As transferências enviadas nessa altura ficam em fila e são processadas assim que a atualização terminar. Não precisa de fazer nada.',
    },
    ro: {
      title: 'Mentenanță programată duminică noaptea',
      summary:
        'Plățile cu cardul funcționează în continuare; transferurile făcute între 01:00 și 03:00 UTC vor fi procesate după aceea.',
      body:
        'Actualizăm sistemele de plată duminică între 01:00 și 03:00 UTC.\n\nPlățile cu cardul și verificarea soldului funcționează în acest interval. ' +
        'Transferurile trimise atunci așteaptă la rând și sunt procesate imediat ce actualizarea se termină. Nu trebuie să faci nimic.',
    },
    ru: {
      title: 'Плановые работы в ночь на воскресенье',
      summary: 'Оплата картой работает; переводы, сделанные с 01:00 до 03:00 UTC, будут обработаны после работ.',
      body:
        'В воскресенье с 01:00 до 03:00 UTC мы обновляем платёжные системы.\n\nОплата картой и проверка баланса в это время работают. ' +
        'Переводы, отправленные в это время, встают в очередь и обрабатываются сразу после обновления. Вам ничего не нужно делать.',
    },
    uk: {
      title: 'Планові роботи в ніч на неділю',
      summary: 'Оплата карткою працює; перекази, зроблені з 01:00 до 03:00 UTC, буде оброблено після робіт.',
      body:
        'У неділю з 01:00 до 03:00 UTC ми оновлюємо платіжні системи.\n\nОплата карткою і перевірка балансу в цей час працюють. ' +
        'Перекази, надіслані в цей час, стають у чергу й обробляються одразу після оновлення. Вам нічого не потрібно робити.',
    },
  },
  [DEMO_NEWS.appUpdate]: {
    es: {
      title: 'Nueva app móvil con aprobaciones push',
      summary: 'Aprueba inicios de sesión y pagos con un toque en tu teléfono.',
      body:
        'Nuestra nueva app móvil te permite aprobar inicios de sesión y pagos con una notificación push en lugar de un código.\n\n' +
        'Descárgala de tu tienda de apps, inicia sesión una vez y activa las aprobaciones push en Seguridad de la cuenta.',
    },
    pt: {
      title: 'Nova aplicação móvel com aprovações push',
      summary: 'Aprove inícios de sessão e pagamentos com um toque no telemóvel.',
      body:
        'A nossa nova aplicação móvel permite aprovar inícios de sessão e pagamentos com uma notificação push em vez de um código.\n\n' +
        'Descarregue-a da sua loja de aplicações, inicie sessão uma vez e ative as aprovações push em Segurança da conta.',
    },
    ro: {
      title: 'Aplicație mobilă nouă cu aprobări push',
      summary: 'Aprobă autentificările și plățile cu o atingere pe telefon.',
      body:
        'Noua noastră aplicație mobilă îți permite să aprobi autentificările și plățile cu o notificare push în loc de un cod.\n\n' +
        'Descarc-o din magazinul de aplicații, autentifică-te o dată și activează aprobările push în Securitatea contului.',
    },
    ru: {
      title: 'Новое мобильное приложение с push-подтверждением',
      summary: 'Подтверждайте входы и платежи одним касанием на телефоне.',
      body:
        'Новое мобильное приложение позволяет подтверждать входы и платежи push-уведомлением вместо кода.\n\n' +
        'Скачайте его в магазине приложений, войдите один раз и включите push-подтверждение в разделе «Безопасность аккаунта».',
    },
    uk: {
      title: 'Новий мобільний застосунок із push-підтвердженням',
      summary: 'Підтверджуйте входи й платежі одним дотиком на телефоні.',
      body:
        'Новий мобільний застосунок дає змогу підтверджувати входи й платежі push-сповіщенням замість коду.\n\n' +
        'Завантажте його з магазину застосунків, увійдіть один раз і ввімкніть push-підтвердження в розділі «Безпека акаунта».',
    },
  },
  [DEMO_NEWS.feeSchedule]: {
    es: {
      title: 'Tarifas desde el 1 de marzo',
      summary:
        'Las transferencias SEPA siguen siendo gratuitas; las comisiones de las transferencias internacionales cambian el 1 de marzo.',
      body:
        'Desde el 1 de marzo las transferencias SEPA siguen sin coste. La comisión de las transferencias internacionales pasa a ser del 0,3 % ' +
        '(mínimo 5,00 y máximo 50,00 en la moneda de la transferencia).\n\nLas tarifas completas están en Información legal.',
    },
    pt: {
      title: 'Tabela de taxas a partir de 1 de março',
      summary:
        'As transferências SEPA continuam gratuitas; as taxas das transferências internacionais mudam a 1 de março.',
      body:
        'A partir de 1 de março as transferências SEPA continuam sem custos. A taxa das transferências internacionais passa a ser de 0,3 % ' +
        '(no mínimo 5,00 e no máximo 50,00 na moeda da transferência).\n\nA tabela completa está em Informação legal.',
    },
    ro: {
      title: 'Comisioane noi de la 1 martie',
      summary:
        'Transferurile SEPA rămân gratuite; comisioanele transferurilor internaționale se schimbă de la 1 martie.',
      body:
        'De la 1 martie transferurile SEPA rămân gratuite. Comisionul transferurilor internaționale devine 0,3% ' +
        '(minimum 5,00 și maximum 50,00 în moneda transferului).\n\nLista completă a comisioanelor este în Informații legale.',
    },
    ru: {
      title: 'Тарифы с 1 марта',
      summary: 'Переводы SEPA остаются бесплатными; комиссии за международные переводы меняются с 1 марта.',
      body:
        'С 1 марта переводы SEPA остаются бесплатными. Комиссия за международные переводы составит 0,3 % ' +
        '(не менее 5,00 и не более 50,00 в валюте перевода).\n\nПолные тарифы — в разделе «Правовая информация».',
    },
    uk: {
      title: 'Тарифи з 1 березня',
      summary: 'Перекази SEPA лишаються безкоштовними; комісії за міжнародні перекази змінюються з 1 березня.',
      body:
        'З 1 березня перекази SEPA лишаються безкоштовними. Комісія за міжнародні перекази становитиме 0,3 % ' +
        '(не менше 5,00 і не більше 50,00 у валюті переказу).\n\nПовні тарифи — у розділі «Правова інформація».',
    },
  },
  [DEMO_NEWS.feeConsent]: {
    es: {
      title: 'Confirma las nuevas tarifas',
      summary: 'Tu cuenta pasa a las nuevas tarifas el 1 de marzo. Acéptalas o recházalas.',
      body:
        'Desde el 1 de marzo tu cuenta pasa a las nuevas tarifas: las transferencias SEPA siguen gratuitas y las internacionales cuestan ' +
        'el 0,3 % (mínimo 5,00, máximo 50,00).\n\nSi las rechazas, tu cuenta mantiene las tarifas actuales hasta el final de tu contrato ' +
        'y nuestro equipo de soporte te contactará sobre las opciones.',
    },
    pt: {
      title: 'Confirme a nova tabela de taxas',
      summary: 'A sua conta passa para a nova tabela de taxas a 1 de março. Aceite-a ou recuse-a.',
      body:
        'A partir de 1 de março a sua conta passa para a nova tabela de taxas: as transferências SEPA continuam gratuitas e as internacionais ' +
        'custam 0,3 % (no mínimo 5,00, no máximo 50,00).\n\nSe recusar, a sua conta mantém a tabela atual até ao fim do contrato ' +
        'e a nossa equipa de apoio contacta-o sobre as opções.',
    },
    ro: {
      title: 'Confirmă noile comisioane',
      summary: 'Contul tău trece la noile comisioane de la 1 martie. Acceptă-le sau refuză-le.',
      body:
        'De la 1 martie contul tău trece la noile comisioane: transferurile SEPA rămân gratuite, iar cele internaționale costă ' +
        '0,3% (minimum 5,00, maximum 50,00).\n\nDacă refuzi, contul rămâne la comisioanele actuale până la sfârșitul contractului, ' +
        'iar echipa de asistență te va contacta despre opțiuni.',
    },
    ru: {
      title: 'Подтвердите новые тарифы',
      summary: 'С 1 марта ваш аккаунт переходит на новые тарифы. Примите или отклоните их.',
      body:
        'С 1 марта ваш аккаунт переходит на новые тарифы: переводы SEPA остаются бесплатными, международные стоят ' +
        '0,3 % (не менее 5,00, не более 50,00).\n\nЕсли вы откажетесь, аккаунт останется на текущих тарифах до конца договора, ' +
        'и служба поддержки свяжется с вами, чтобы обсудить варианты.',
    },
    uk: {
      title: 'Підтвердьте нові тарифи',
      summary: 'З 1 березня ваш акаунт переходить на нові тарифи. Прийміть або відхиліть їх.',
      body:
        'З 1 березня ваш акаунт переходить на нові тарифи: перекази SEPA лишаються безкоштовними, міжнародні коштують ' +
        '0,3 % (не менше 5,00, не більше 50,00).\n\nЯкщо ви відмовитеся, акаунт залишиться на поточних тарифах до кінця договору, ' +
        'і служба підтримки зв’яжеться з вами щодо варіантів.',
    },
  },
};

export function seedNewsTranslations(db: Database.Database): void {
  const insert = db.prepare(
    'INSERT INTO news_translations (news_id, language, title, summary, body) VALUES (?, ?, ?, ?, ?)',
  );
  for (const [newsId, languages] of Object.entries(TRANSLATIONS)) {
    for (const [language, text] of Object.entries(languages))
      insert.run(Number(newsId), language, text.title, text.summary, text.body);
  }
}
