/**
 * The monthly statement PDF's words in the portal's six languages (issue 33: statements in the customer's language,
 * with the locale's number separators). English is the fallback for any other language.
 */
import type { TransactionType } from '../../src/core/api/contract/history';

export const STATEMENT_LANGUAGES = ['en', 'es', 'pt', 'ro', 'ru', 'uk'] as const;
export type StatementLanguage = (typeof STATEMENT_LANGUAGES)[number];

export interface StatementTexts {
  title: string;
  account: (number: string, currency: string) => string;
  period: (month: string) => string;
  beginning: string;
  credit: string;
  debit: string;
  ending: string;
  counts: (processing: number, rejected: number) => string;
  columns: { date: string; description: string; status: string; amount: string; fee: string; balance: string };
  reference: string;
  note: string;
  empty: string;
  status: Record<'completed' | 'processing' | 'rejected', string>;
  type: Record<TransactionType, string>;
}

const TEXTS: Record<StatementLanguage, StatementTexts> = {
  en: {
    title: 'Account statement',
    account: (number, currency) => `Account ${number} (${currency})`,
    period: (month) => `Statement period: ${month}`,
    beginning: 'Beginning balance',
    credit: 'Total credit',
    debit: 'Total debit',
    ending: 'Ending balance',
    counts: (processing, rejected) => `Processing: ${processing}   Rejected: ${rejected}`,
    columns: {
      date: 'Date',
      description: 'Description',
      status: 'Status',
      amount: 'Amount',
      fee: 'Fee',
      balance: 'Balance',
    },
    reference: 'Reference',
    note: 'Note',
    empty: 'No transactions in this month.',
    status: { completed: 'Completed', processing: 'Processing', rejected: 'Rejected' },
    type: {
      deposit: 'Deposit',
      p2p: 'Wallet payment',
      betweenAccounts: 'Between own accounts',
      exchange: 'Currency exchange',
      wire: 'Bank wire',
      eft: 'Bank transfer (EFT)',
      cardPayout: 'Card payout',
      cryptoEft: 'Crypto transfer',
      instantPayment: 'Instant payment',
      interac: 'Interac',
      globalTransfer: 'Global transfer',
      invoice: 'Invoice',
      cardPurchase: 'Card purchase',
      refund: 'Refund',
      fee: 'Fee',
      other: 'Other',
    },
  },
  es: {
    title: 'Extracto de cuenta',
    account: (number, currency) => `Cuenta ${number} (${currency})`,
    period: (month) => `Periodo del extracto: ${month}`,
    beginning: 'Saldo inicial',
    credit: 'Total de abonos',
    debit: 'Total de cargos',
    ending: 'Saldo final',
    counts: (processing, rejected) => `En proceso: ${processing}   Rechazadas: ${rejected}`,
    columns: {
      date: 'Fecha',
      description: 'Descripción',
      status: 'Estado',
      amount: 'Importe',
      fee: 'Comisión',
      balance: 'Saldo',
    },
    reference: 'Referencia',
    note: 'Nota',
    empty: 'No hay movimientos en este mes.',
    status: { completed: 'Completada', processing: 'En proceso', rejected: 'Rechazada' },
    type: {
      deposit: 'Depósito',
      p2p: 'Pago de monedero',
      betweenAccounts: 'Entre mis cuentas',
      exchange: 'Cambio de divisa',
      wire: 'Transferencia bancaria internacional',
      eft: 'Transferencia bancaria (EFT)',
      cardPayout: 'Pago a tarjeta',
      cryptoEft: 'Transferencia de cripto',
      instantPayment: 'Pago instantáneo',
      interac: 'Interac',
      globalTransfer: 'Transferencia global',
      invoice: 'Factura',
      cardPurchase: 'Compra con tarjeta',
      refund: 'Reembolso',
      fee: 'Comisión',
      other: 'Otro',
    },
  },
  pt: {
    title: 'Extrato da conta',
    account: (number, currency) => `Conta ${number} (${currency})`,
    period: (month) => `Período do extrato: ${month}`,
    beginning: 'Saldo inicial',
    credit: 'Total de créditos',
    debit: 'Total de débitos',
    ending: 'Saldo final',
    counts: (processing, rejected) => `Em processamento: ${processing}   Rejeitadas: ${rejected}`,
    columns: {
      date: 'Data',
      description: 'Descrição',
      status: 'Estado',
      amount: 'Valor',
      fee: 'Taxa',
      balance: 'Saldo',
    },
    reference: 'Referência',
    note: 'Nota',
    empty: 'Não há transações neste mês.',
    status: { completed: 'Concluída', processing: 'Em processamento', rejected: 'Rejeitada' },
    type: {
      deposit: 'Depósito',
      p2p: 'Pagamento pela carteira',
      betweenAccounts: 'Entre as minhas contas',
      exchange: 'Câmbio',
      wire: 'Transferência bancária internacional',
      eft: 'Transferência bancária (EFT)',
      cardPayout: 'Pagamento para cartão',
      cryptoEft: 'Transferência de cripto',
      instantPayment: 'Pagamento instantâneo',
      interac: 'Interac',
      globalTransfer: 'Transferência global',
      invoice: 'Fatura',
      cardPurchase: 'Compra com cartão',
      refund: 'Reembolso',
      fee: 'Taxa',
      other: 'Outro',
    },
  },
  ro: {
    title: 'Extras de cont',
    account: (number, currency) => `Contul ${number} (${currency})`,
    period: (month) => `Perioada extrasului: ${month}`,
    beginning: 'Sold inițial',
    credit: 'Total încasări',
    debit: 'Total plăți',
    ending: 'Sold final',
    counts: (processing, rejected) => `În procesare: ${processing}   Respinse: ${rejected}`,
    columns: {
      date: 'Data',
      description: 'Descriere',
      status: 'Stare',
      amount: 'Sumă',
      fee: 'Comision',
      balance: 'Sold',
    },
    reference: 'Referință',
    note: 'Notă',
    empty: 'Nicio tranzacție în această lună.',
    status: { completed: 'Finalizată', processing: 'În procesare', rejected: 'Respinsă' },
    type: {
      deposit: 'Depunere',
      p2p: 'Plată din portofel',
      betweenAccounts: 'Între conturile mele',
      exchange: 'Schimb valutar',
      wire: 'Transfer bancar internațional',
      eft: 'Transfer bancar (EFT)',
      cardPayout: 'Plată pe card',
      cryptoEft: 'Transfer cripto',
      instantPayment: 'Plată instantă',
      interac: 'Interac',
      globalTransfer: 'Transfer global',
      invoice: 'Factură',
      cardPurchase: 'Plată cu cardul',
      refund: 'Rambursare',
      fee: 'Comision',
      other: 'Altele',
    },
  },
  ru: {
    title: 'Выписка по счёту',
    account: (number, currency) => `Счёт ${number} (${currency})`,
    period: (month) => `Период выписки: ${month}`,
    beginning: 'Начальный остаток',
    credit: 'Всего поступлений',
    debit: 'Всего списаний',
    ending: 'Конечный остаток',
    counts: (processing, rejected) => `В обработке: ${processing}   Отклонено: ${rejected}`,
    columns: {
      date: 'Дата',
      description: 'Описание',
      status: 'Статус',
      amount: 'Сумма',
      fee: 'Комиссия',
      balance: 'Остаток',
    },
    reference: 'Референс',
    note: 'Примечание',
    empty: 'В этом месяце операций нет.',
    status: { completed: 'Выполнена', processing: 'В обработке', rejected: 'Отклонена' },
    type: {
      deposit: 'Пополнение',
      p2p: 'Платёж из кошелька',
      betweenAccounts: 'Между своими счетами',
      exchange: 'Обмен валюты',
      wire: 'Международный банковский перевод',
      eft: 'Банковский перевод (EFT)',
      cardPayout: 'Выплата на карту',
      cryptoEft: 'Криптоперевод',
      instantPayment: 'Мгновенный платёж',
      interac: 'Interac',
      globalTransfer: 'Глобальный перевод',
      invoice: 'Счёт на оплату',
      cardPurchase: 'Покупка по карте',
      refund: 'Возврат',
      fee: 'Комиссия',
      other: 'Другое',
    },
  },
  uk: {
    title: 'Виписка з рахунку',
    account: (number, currency) => `Рахунок ${number} (${currency})`,
    period: (month) => `Період виписки: ${month}`,
    beginning: 'Початковий залишок',
    credit: 'Усього надходжень',
    debit: 'Усього списань',
    ending: 'Кінцевий залишок',
    counts: (processing, rejected) => `В обробці: ${processing}   Відхилено: ${rejected}`,
    columns: {
      date: 'Дата',
      description: 'Опис',
      status: 'Статус',
      amount: 'Сума',
      fee: 'Комісія',
      balance: 'Залишок',
    },
    reference: 'Референс',
    note: 'Примітка',
    empty: 'У цьому місяці операцій немає.',
    status: { completed: 'Виконано', processing: 'В обробці', rejected: 'Відхилено' },
    type: {
      deposit: 'Поповнення',
      p2p: 'Платіж із гаманця',
      betweenAccounts: 'Між своїми рахунками',
      exchange: 'Обмін валюти',
      wire: 'Міжнародний банківський переказ',
      eft: 'Банківський переказ (EFT)',
      cardPayout: 'Виплата на картку',
      cryptoEft: 'Криптопереказ',
      instantPayment: 'Миттєвий платіж',
      interac: 'Interac',
      globalTransfer: 'Глобальний переказ',
      invoice: 'Рахунок на оплату',
      cardPurchase: 'Покупка карткою',
      refund: 'Повернення',
      fee: 'Комісія',
      other: 'Інше',
    },
  },
};

/** The language a statement is written in: one of the six, else English. */
export function statementLanguage(language: string | null | undefined): StatementLanguage {
  const code = (language ?? '').slice(0, 2).toLowerCase();
  return (STATEMENT_LANGUAGES as readonly string[]).includes(code) ? (code as StatementLanguage) : 'en';
}

export function statementTexts(language: StatementLanguage): StatementTexts {
  return TEXTS[language];
}

/** An amount of minor units as the locale writes it (group and decimal separators), e.g. 888 872,19 in Ukrainian. */
export function localAmount(minorText: string, language: StatementLanguage): string {
  const digits = minorText.includes('.') ? (minorText.split('.')[1]?.length ?? 0) : 0;
  // Intl formats a decimal string exactly (no float on the way), keeping every digit it was given.
  return new Intl.NumberFormat(language, {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(minorText as Intl.StringNumericLiteral);
}

/** "August 2026" as the locale names the month (nominative, as a heading). */
export function localMonth(year: number, month: number, language: StatementLanguage): string {
  const text = new Intl.DateTimeFormat(language, {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(year, month - 1, 1)));
  return text.charAt(0).toLocaleUpperCase(language) + text.slice(1);
}

/** A transaction receipt PDF's labels (history's receipt and the one offered right after a payment). */
export interface ReceiptTexts {
  title: string;
  reference: string;
  date: string;
  type: string;
  status: string;
  account: string;
  from: string;
  to: string;
  amount: string;
  fee: string;
  exchangeRate: string;
  counterAmount: string;
  total: string;
  description: string;
  paymentReference: string;
  note: string;
  statusHistory: string;
}

const RECEIPT_TEXTS: Record<StatementLanguage, ReceiptTexts> = {
  en: {
    title: 'Transaction receipt',
    reference: 'Reference',
    date: 'Date',
    type: 'Type',
    status: 'Status',
    account: 'Account',
    from: 'From',
    to: 'To',
    amount: 'Amount',
    fee: 'Fee',
    exchangeRate: 'Exchange rate',
    counterAmount: 'Counter amount',
    total: 'Total',
    description: 'Description',
    paymentReference: 'Payment reference',
    note: 'Note',
    statusHistory: 'Status history',
  },
  es: {
    title: 'Justificante de la operación',
    reference: 'Referencia',
    date: 'Fecha',
    type: 'Tipo',
    status: 'Estado',
    account: 'Cuenta',
    from: 'De',
    to: 'Para',
    amount: 'Importe',
    fee: 'Comisión',
    exchangeRate: 'Tipo de cambio',
    counterAmount: 'Importe convertido',
    total: 'Total',
    description: 'Descripción',
    paymentReference: 'Referencia del pago',
    note: 'Nota',
    statusHistory: 'Historial de estados',
  },
  pt: {
    title: 'Comprovativo da transação',
    reference: 'Referência',
    date: 'Data',
    type: 'Tipo',
    status: 'Estado',
    account: 'Conta',
    from: 'De',
    to: 'Para',
    amount: 'Valor',
    fee: 'Taxa',
    exchangeRate: 'Taxa de câmbio',
    counterAmount: 'Valor convertido',
    total: 'Total',
    description: 'Descrição',
    paymentReference: 'Referência do pagamento',
    note: 'Nota',
    statusHistory: 'Histórico de estados',
  },
  ro: {
    title: 'Chitanța tranzacției',
    reference: 'Referință',
    date: 'Data',
    type: 'Tip',
    status: 'Stare',
    account: 'Cont',
    from: 'De la',
    to: 'Către',
    amount: 'Sumă',
    fee: 'Comision',
    exchangeRate: 'Curs de schimb',
    counterAmount: 'Sumă convertită',
    total: 'Total',
    description: 'Descriere',
    paymentReference: 'Referința plății',
    note: 'Notă',
    statusHistory: 'Istoricul stărilor',
  },
  ru: {
    title: 'Квитанция об операции',
    reference: 'Номер операции',
    date: 'Дата',
    type: 'Тип',
    status: 'Статус',
    account: 'Счёт',
    from: 'Отправитель',
    to: 'Получатель',
    amount: 'Сумма',
    fee: 'Комиссия',
    exchangeRate: 'Курс обмена',
    counterAmount: 'Сумма после обмена',
    total: 'Итого',
    description: 'Описание',
    paymentReference: 'Референс платежа',
    note: 'Примечание',
    statusHistory: 'История статусов',
  },
  uk: {
    title: 'Квитанція про операцію',
    reference: 'Номер операції',
    date: 'Дата',
    type: 'Тип',
    status: 'Статус',
    account: 'Рахунок',
    from: 'Відправник',
    to: 'Отримувач',
    amount: 'Сума',
    fee: 'Комісія',
    exchangeRate: 'Курс обміну',
    counterAmount: 'Сума після обміну',
    total: 'Разом',
    description: 'Опис',
    paymentReference: 'Референс платежу',
    note: 'Примітка',
    statusHistory: 'Історія статусів',
  },
};

export function receiptTexts(language: StatementLanguage): ReceiptTexts {
  return RECEIPT_TEXTS[language];
}

/**
 * A moment (ISO date and time, UTC) as the locale writes a date and a 24-hour time, e.g. 05.03.2025, 14:30 in
 * Ukrainian and 03/05/2025, 14:30 in English. Numeric parts only, so every character has a code in the PDF's fonts.
 */
export function localDateTime(iso: string, language: StatementLanguage): string {
  const moment = new Date(/[zZ]|[+-]\d\d:?\d\d$/.test(iso) ? iso : `${iso}Z`);
  return new Intl.DateTimeFormat(language, {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone: 'UTC',
  }).format(moment);
}
