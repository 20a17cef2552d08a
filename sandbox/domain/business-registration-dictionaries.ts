/**
 * Dictionaries of the business registration wizard (spec 3 section 2.3): purposes, sources of funds, industries,
 * additional questions, estimated monthly deposit bands, countries and states, named in the request language
 * (en, es, pt, ro, ru, uk; anything else gets English).
 */
import { statesOf as addressStatesOf } from './address-states';

type Names = readonly [en: string, es: string, pt: string, ro: string, ru: string, uk: string];
const LANGUAGE_INDEX: Readonly<Record<string, number>> = { en: 0, es: 1, pt: 2, ro: 3, ru: 4, uk: 5 };

function nameIn(names: Names, language: string | undefined): string {
  const base = (language ?? 'en').toLowerCase().split('-')[0] ?? 'en';
  return names[LANGUAGE_INDEX[base === 'ua' ? 'uk' : base] ?? 0] ?? names[0];
}

interface Entry {
  id: number;
  names: Names;
  specify?: boolean;
  adult?: boolean;
}

const PURPOSES: readonly Entry[] = [
  {
    id: 1,
    names: [
      'Receiving payments from customers',
      'Recibir pagos de clientes',
      'Receber pagamentos de clientes',
      'Primirea plăților de la clienți',
      'Приём платежей от клиентов',
      'Отримання платежів від клієнтів',
    ],
  },
  {
    id: 2,
    names: [
      'Paying suppliers and partners',
      'Pagar a proveedores y socios',
      'Pagar a fornecedores e parceiros',
      'Plata furnizorilor și partenerilor',
      'Оплата поставщикам и партнёрам',
      'Оплата постачальникам і партнерам',
    ],
  },
  {
    id: 3,
    names: [
      'Paying affiliates and contractors',
      'Pagar a afiliados y contratistas',
      'Pagar a afiliados e prestadores',
      'Plata afiliaților și contractorilor',
      'Выплаты партнёрам и подрядчикам',
      'Виплати партнерам і підрядникам',
    ],
  },
  { id: 4, names: ['Payroll', 'Nóminas', 'Salários', 'Salarii', 'Выплата зарплаты', 'Виплата зарплати'] },
  {
    id: 5,
    names: [
      'Currency exchange',
      'Cambio de divisas',
      'Câmbio de moeda',
      'Schimb valutar',
      'Обмен валюты',
      'Обмін валюти',
    ],
  },
  { id: 6, names: ['Other', 'Otro', 'Outro', 'Altul', 'Другое', 'Інше'], specify: true },
];

const SOURCES: readonly Entry[] = [
  {
    id: 1,
    names: [
      'Revenue from sales',
      'Ingresos por ventas',
      'Receitas de vendas',
      'Venituri din vânzări',
      'Выручка от продаж',
      'Виручка від продажів',
    ],
  },
  {
    id: 2,
    names: [
      'Investment by owners',
      'Inversión de los propietarios',
      'Investimento dos sócios',
      'Investiția proprietarilor',
      'Вложения владельцев',
      'Вкладення власників',
    ],
  },
  { id: 3, names: ['Loans', 'Préstamos', 'Empréstimos', 'Împrumuturi', 'Кредиты', 'Кредити'] },
  {
    id: 4,
    names: [
      'Advertising income',
      'Ingresos publicitarios',
      'Receitas de publicidade',
      'Venituri din publicitate',
      'Доход от рекламы',
      'Дохід від реклами',
    ],
  },
  { id: 5, names: ['Commissions', 'Comisiones', 'Comissões', 'Comisioane', 'Комиссионные', 'Комісійні'] },
  {
    id: 6,
    names: [
      'Savings and inheritance',
      'Ahorros y herencia',
      'Poupanças e herança',
      'Economii și moștenire',
      'Сбережения и наследство',
      'Заощадження та спадщина',
    ],
  },
  { id: 7, names: ['Other', 'Otro', 'Outro', 'Altul', 'Другое', 'Інше'], specify: true },
];

const INDUSTRIES: readonly Entry[] = [
  {
    id: 1,
    names: [
      'Online advertising',
      'Publicidad en línea',
      'Publicidade online',
      'Publicitate online',
      'Интернет-реклама',
      'Інтернет-реклама',
    ],
  },
  {
    id: 2,
    names: [
      'Software and IT services',
      'Software y servicios de TI',
      'Software e serviços de TI',
      'Software și servicii IT',
      'ПО и ИТ-услуги',
      'ПЗ та ІТ-послуги',
    ],
  },
  { id: 3, names: ['Web hosting', 'Alojamiento web', 'Alojamento web', 'Găzduire web', 'Веб-хостинг', 'Вебхостинг'] },
  {
    id: 4,
    names: [
      'E-commerce',
      'Comercio electrónico',
      'Comércio eletrónico',
      'Comerț electronic',
      'Электронная коммерция',
      'Електронна комерція',
    ],
  },
  {
    id: 5,
    names: [
      'Payment services',
      'Servicios de pago',
      'Serviços de pagamento',
      'Servicii de plată',
      'Платёжные услуги',
      'Платіжні послуги',
    ],
  },
  {
    id: 6,
    names: [
      'Media and streaming',
      'Medios y streaming',
      'Media e streaming',
      'Media și streaming',
      'Медиа и стриминг',
      'Медіа та стримінг',
    ],
  },
  {
    id: 7,
    names: [
      'Adult entertainment',
      'Entretenimiento para adultos',
      'Entretenimento para adultos',
      'Divertisment pentru adulți',
      'Развлечения для взрослых',
      'Розваги для дорослих',
    ],
    adult: true,
  },
  {
    id: 8,
    names: [
      'Webcam studio',
      'Estudio de webcam',
      'Estúdio de webcam',
      'Studio de webcam',
      'Вебкам-студия',
      'Вебкам-студія',
    ],
    adult: true,
  },
  {
    id: 10,
    names: [
      'Live streaming platform',
      'Plataforma de transmisión en directo',
      'Plataforma de transmissão em direto',
      'Platformă de transmisiuni live',
      'Платформа прямых трансляций',
      'Платформа прямих трансляцій',
    ],
    adult: true,
  },
  {
    id: 11,
    names: [
      'Wholesale trade',
      'Comercio mayorista',
      'Comércio grossista',
      'Comerț cu ridicata',
      'Оптовая торговля',
      'Оптова торгівля',
    ],
  },
  { id: 9, names: ['Other', 'Otra', 'Outra', 'Alta', 'Другая', 'Інша'], specify: true },
];

/** Industries whose companies sign the studio and the streaming platform declarations. */
export const DECLARATION_INDUSTRY_IDS = { studio: 8, streaming: 10 } as const;

/** Industries whose companies sign the prohibited escort statement (the adult ones). */
export const ADULT_INDUSTRY_IDS: ReadonlySet<number> = new Set(
  INDUSTRIES.filter((entry) => entry.adult === true).map((entry) => entry.id),
);

const QUESTIONS: readonly Entry[] = [
  {
    id: 1,
    names: [
      'Does the company hold client money for third parties?',
      '¿Guarda la empresa dinero de clientes por cuenta de terceros?',
      'A empresa guarda dinheiro de clientes por conta de terceiros?',
      'Păstrează compania bani ai clienților în numele unor terți?',
      'Хранит ли компания деньги клиентов в пользу третьих лиц?',
      'Чи зберігає компанія гроші клієнтів на користь третіх осіб?',
    ],
  },
  {
    id: 2,
    names: [
      'Does the company trade with countries under international sanctions?',
      '¿Opera la empresa con países sometidos a sanciones internacionales?',
      'A empresa negoceia com países sujeitos a sanções internacionais?',
      'Face compania comerț cu țări aflate sub sancțiuni internaționale?',
      'Ведёт ли компания дела со странами под международными санкциями?',
      'Чи веде компанія справи з країнами під міжнародними санкціями?',
    ],
  },
  {
    id: 3,
    names: [
      'Does the company work with models who appear on camera?',
      '¿Trabaja la empresa con modelos que aparecen ante la cámara?',
      'A empresa trabalha com modelos que aparecem em câmara?',
      'Lucrează compania cu modele care apar în fața camerei?',
      'Работает ли компания с моделями, которые выступают перед камерой?',
      'Чи працює компанія з моделями, які виступають перед камерою?',
    ],
    adult: true,
  },
];

const DEPOSITS = [
  { id: 1, amount: 5000, names: ['Up to 5,000', 'Hasta 5.000', 'Até 5.000', 'Până la 5.000', 'До 5 000', 'До 5 000'] },
  {
    id: 2,
    amount: 25000,
    names: [
      '5,000 to 25,000',
      'De 5.000 a 25.000',
      '5.000 a 25.000',
      'Între 5.000 și 25.000',
      'От 5 000 до 25 000',
      'Від 5 000 до 25 000',
    ],
  },
  {
    id: 3,
    amount: 100000,
    names: [
      '25,000 to 100,000',
      'De 25.000 a 100.000',
      '25.000 a 100.000',
      'Între 25.000 și 100.000',
      'От 25 000 до 100 000',
      'Від 25 000 до 100 000',
    ],
  },
  {
    id: 4,
    amount: 500000,
    names: [
      '100,000 to 500,000',
      'De 100.000 a 500.000',
      '100.000 a 500.000',
      'Între 100.000 și 500.000',
      'От 100 000 до 500 000',
      'Від 100 000 до 500 000',
    ],
  },
  {
    id: 5,
    amount: 1000000,
    names: [
      'More than 500,000',
      'Más de 500.000',
      'Mais de 500.000',
      'Peste 500.000',
      'Более 500 000',
      'Понад 500 000',
    ],
  },
] as const satisfies readonly (Entry & { amount: number })[];

const entries = (list: readonly Entry[], language: string | undefined) =>
  list.map((entry) => ({ id: entry.id, name: nameIn(entry.names, language), specify: entry.specify === true }));

export function purposes(language?: string) {
  return entries(PURPOSES, language);
}

export function sources(language?: string) {
  return entries(SOURCES, language);
}

export function industries(language?: string) {
  return INDUSTRIES.map((entry) => ({
    id: entry.id,
    name: nameIn(entry.names, language),
    specify: entry.specify === true,
    adult: entry.adult === true,
  }));
}

export function additionalQuestions(language?: string) {
  return QUESTIONS.map((entry) => ({
    id: entry.id,
    question: nameIn(entry.names, language),
    adult: entry.adult === true,
  }));
}

export function monthlyDeposits(language?: string) {
  return DEPOSITS.map((entry) => ({ id: entry.id, amount: entry.amount, name: nameIn(entry.names, language) }));
}

export const KNOWN_IDS = {
  purposes: new Set(PURPOSES.map((entry) => entry.id)),
  sources: new Set(SOURCES.map((entry) => entry.id)),
  industries: new Set(INDUSTRIES.map((entry) => entry.id)),
  questions: new Set(QUESTIONS.map((entry) => entry.id)),
} as const;

const specifyIds = (list: readonly Entry[]) => new Set(list.filter((entry) => entry.specify === true).map((e) => e.id));
/** The "Other" entries, whose choice needs the customer's own words. */
export const SPECIFY_IDS = {
  purposes: specifyIds(PURPOSES),
  sources: specifyIds(SOURCES),
  industries: specifyIds(INDUSTRIES),
} as const;

/** States and provinces: the one list the address forms use (sandbox/domain/address-states.ts). */
export function statesOf(countryCode: string): { code: string; name: string }[] {
  return addressStatesOf(countryCode).map((state) => ({ code: state.code, name: state.name }));
}

/**
 * Codes that Intl knows as regions but that are no countries where a business can be registered: groupings (EU,
 * UN), pseudo-locales, former countries (SU, YU ...), exceptional reservations and uninhabited territories without
 * a phone plan. What is left is the list the portal knows (src/core/registration/countries.ts).
 */
const NOT_COUNTRIES = new Set(
  'AC AN AQ BU BV CP CQ CS DD DG DY EA EU EZ FX GS HM HV IC NH PN QO RH SU TA TF TP UK UM UN VD XA XB YD YU ZR ZZ'.split(
    ' ',
  ),
);

/** ISO 3166-1 alpha-2 countries as ICU knows them, named in `language`, sorted by name. */
export function countries(language?: string): { code: string; name: string; hasStates: boolean }[] {
  const base = (language ?? 'en').split('-')[0] ?? 'en';
  const names = new Intl.DisplayNames([base === 'ua' ? 'uk' : base, 'en'], { type: 'region', fallback: 'none' });
  const english = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' });
  const result: { code: string; name: string; hasStates: boolean }[] = [];
  for (let first = 65; first <= 90; first += 1) {
    for (let second = 65; second <= 90; second += 1) {
      const code = String.fromCharCode(first, second);
      if (NOT_COUNTRIES.has(code)) continue;
      const englishName = english.of(code);
      if (!englishName || englishName === code) continue;
      result.push({ code, name: names.of(code) ?? englishName, hasStates: addressStatesOf(code).length > 0 });
    }
  }
  const collator = new Intl.Collator(base);
  return result.sort((a, b) => collator.compare(a.name, b.name));
}

export function isCountry(code: string): boolean {
  return countries('en').some((country) => country.code === code);
}
