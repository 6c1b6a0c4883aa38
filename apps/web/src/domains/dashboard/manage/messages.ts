// The texts of the dashboard (/reservedarea).
import { defineMessages } from 'react-intl';
import { commonMessages } from '../../../i18n/common-messages';
import { manageCommonMessages } from '../../../app/manage/common-messages';

export const dashboardMessages = defineMessages({
  greeting: {
    id: 'management.dashboard.greeting',
    defaultMessage: 'Ciao {name}, ecco la situazione di {date}.',
    description:
      "Line under the dashboard's title: the user's first name and today's date (e.g. lunedì 23 novembre)",
  },
  loading: {
    id: 'management.dashboard.loading',
    defaultMessage: 'Caricamento del cruscotto…',
    description: 'Accessible text while the dashboard figures load',
  },
  loadFailed: {
    id: 'management.dashboard.loadFailed',
    defaultMessage: 'Non è stato possibile caricare il cruscotto.',
    description: 'Error shown when the dashboard figures could not be loaded',
  },
  // Figures
  myClients: {
    id: 'management.dashboard.myClients',
    defaultMessage: 'I tuoi clienti',
    description: 'Card label: how many clients the agent follows',
  },
  orderedThisMonth: {
    id: 'management.dashboard.orderedThisMonth',
    defaultMessage: '{count, plural, one {# ha ordinato} other {# hanno ordinato}} questo mese',
    description: "Under the agent's client count: how many of them ordered this month",
  },
  monthOrders: {
    id: 'management.dashboard.monthOrders',
    defaultMessage: 'Ordinato questo mese',
    description: 'Card label: the amount of the orders of this month so far',
  },
  monthOrdersHelp: {
    id: 'management.dashboard.monthOrdersHelp',
    defaultMessage: '{count, plural, one {# ordine} other {# ordini}} · anno scorso {lastYear}',
    description: "Under this month's amount: its orders, and last year's amount over the same days",
  },
  openOrdersHelp: {
    id: 'management.dashboard.openOrdersHelp',
    defaultMessage: '{amount} · ricevuti o confermati, non ancora spediti',
    description: 'Under the open orders count: their amount and what "open" means',
  },
  waiting: {
    id: 'management.dashboard.waiting',
    defaultMessage: 'Da confermare',
    description: 'Card label: orders received and not confirmed yet',
  },
  waitingHelp: {
    id: 'management.dashboard.waitingHelp',
    defaultMessage: '{amount} in attesa di conferma',
    description: 'Under the waiting orders count: their amount',
  },
  todayOrders: {
    id: 'management.dashboard.todayOrders',
    defaultMessage: 'Ordini di oggi',
    description: 'Card label: orders placed today',
  },
  todayOrdersHelp: {
    id: 'management.dashboard.todayOrdersHelp',
    defaultMessage: '{amount} in totale',
    description: "Under today's order count: their amount",
  },
  byChannel: {
    id: 'management.dashboard.byChannel',
    defaultMessage: 'Oggi per canale',
    description: "Heading of the list of today's orders per channel (web, agent, office, fair, import)",
  },
  channelLine: {
    id: 'management.dashboard.channelLine',
    defaultMessage: '{count, plural, one {# ordine} other {# ordini}} · {amount}',
    description: "A channel's orders today and their amount",
  },
  trendUp: {
    id: 'management.dashboard.trendUp',
    defaultMessage: '▲ {percent} sull’anno scorso',
    description: 'Badge: this month is above the same days of last year by this percentage',
  },
  trendDown: {
    id: 'management.dashboard.trendDown',
    defaultMessage: '▼ {percent} sull’anno scorso',
    description: 'Badge: this month is below the same days of last year by this percentage',
  },
  trendNew: {
    id: 'management.dashboard.trendNew',
    defaultMessage: 'nessun ordine negli stessi giorni dell’anno scorso',
    description: 'Badge when last year had no orders in the same days (no percentage to show)',
  },
  // The month chart
  monthHeading: {
    id: 'management.dashboard.monthHeading',
    defaultMessage: 'Il mese rispetto all’anno scorso',
    description: "Heading of the chart of this month's running amount against the same month last year",
  },
  monthSummary: {
    id: 'management.dashboard.monthSummary',
    defaultMessage:
      'Dal {from} al {to}: {current} ({orders, plural, one {# ordine} other {# ordini}}); negli stessi giorni dell’anno scorso {lastYear} ({lastYearOrders, plural, one {# ordine} other {# ordini}}).',
    description: "The chart's text: this month's figures and last year's over the same days",
  },
  seriesThisYear: {
    id: 'management.dashboard.seriesThisYear',
    defaultMessage: 'Quest’anno',
    description: "Chart legend: this month's running amount",
  },
  seriesLastYear: {
    id: 'management.dashboard.seriesLastYear',
    defaultMessage: 'Anno scorso',
    description: 'Chart legend: the same month last year',
  },
  dayAxis: {
    id: 'management.dashboard.dayAxis',
    defaultMessage: 'Giorno {day}',
    description: 'Chart tooltip title: the day of the month',
  },
  // Lists
  topClients: {
    id: 'management.dashboard.topClients',
    defaultMessage: 'Clienti migliori del mese',
    description: 'Heading: the clients who bought most this month',
  },
  topAgents: {
    id: 'management.dashboard.topAgents',
    defaultMessage: 'Agenti migliori del mese',
    description: 'Heading: the agents whose clients bought most this month',
  },
  noOrdersThisMonth: {
    id: 'management.dashboard.noOrdersThisMonth',
    defaultMessage: 'Nessun ordine questo mese.',
    description: 'Empty state of the best clients/agents lists',
  },
  topClientLine: {
    id: 'management.dashboard.topClientLine',
    defaultMessage:
      '{orders, plural, one {# ordine} other {# ordini}}{withAgent, select, yes { · agente {agent}} other {}}',
    description: 'Under a best client: its orders this month and (office) the agent who follows it',
  },
  noAgent: {
    id: 'management.dashboard.noAgent',
    defaultMessage: 'nessun agente',
    description: 'In the best clients list: the client has no agent',
  },
  more: {
    id: 'management.dashboard.more',
    defaultMessage: 'e {count, plural, one {# altro} other {# altri}}',
    description: 'Under a short list: how many more there are than shown',
  },
  // Attention
  waitingList: {
    id: 'management.dashboard.waitingList',
    defaultMessage: 'Ordini da confermare',
    description: 'Heading: the oldest orders received and not confirmed yet',
  },
  noWaiting: {
    id: 'management.dashboard.noWaiting',
    defaultMessage: 'Nessun ordine in attesa di conferma.',
    description: 'Empty state of the waiting orders list',
  },
  waitingOrder: {
    id: 'management.dashboard.waitingOrder',
    defaultMessage: 'Ordine {number} del {date}',
    description: 'A waiting order: its number and when it was placed',
  },
  silentClients: {
    id: 'management.dashboard.silentClients',
    defaultMessage: 'Clienti che non ordinano più',
    description: 'Heading: clients who ordered regularly and stopped',
  },
  silentHelp: {
    id: 'management.dashboard.silentHelp',
    defaultMessage:
      'Almeno 4 ordini negli ultimi 12 mesi e nessun ordine da più di 30 giorni e del triplo del solito intervallo.',
    description: 'What makes a client "silent" on the dashboard',
  },
  silentLine: {
    id: 'management.dashboard.silentLine',
    defaultMessage:
      'Ultimo ordine {date}, {days, plural, one {# giorno} other {# giorni}} fa (di solito ogni {usual, plural, one {# giorno} other {# giorni}})',
    description: 'A silent client: the last order, days since, and the usual interval',
  },
  noSilent: {
    id: 'management.dashboard.noSilent',
    defaultMessage: 'Tutti i clienti abituali hanno ordinato di recente.',
    description: 'Empty state of the silent clients list',
  },
  overCredit: {
    id: 'management.dashboard.overCredit',
    defaultMessage: 'Oltre il fido',
    description: 'Heading: clients whose exposure is above their credit limit',
  },
  overCreditLine: {
    id: 'management.dashboard.overCreditLine',
    defaultMessage: 'Esposizione {exposure} su un fido di {limit}',
    description: 'An over-credit client: exposure (open orders + unpaid) and credit limit',
  },
  noOverCredit: {
    id: 'management.dashboard.noOverCredit',
    defaultMessage: 'Nessun cliente oltre il fido.',
    description: 'Empty state of the over-credit list',
  },
  overdue: {
    id: 'management.dashboard.overdue',
    defaultMessage: 'Pagamenti scaduti',
    description: 'Heading: clients with receivables past their due day',
  },
  overdueTotal: {
    id: 'management.dashboard.overdueTotal',
    defaultMessage: '{amount} scaduti, {count, plural, one {# cliente} other {# clienti}}',
    description: 'Under the overdue heading: the overdue amount and how many clients',
  },
  overdueLine: {
    id: 'management.dashboard.overdueLine',
    defaultMessage:
      '{amount} in {documents, plural, one {# documento} other {# documenti}}, scaduto dal {date}',
    description: 'An overdue client: what is overdue, in how many documents, since when',
  },
  noOverdue: {
    id: 'management.dashboard.noOverdue',
    defaultMessage: 'Nessun pagamento scaduto.',
    description: 'Empty state of the overdue list',
  },
  noFairs: {
    id: 'management.dashboard.noFairs',
    defaultMessage: 'Non sei assegnato a nessuna fiera.',
    description: 'Empty state: the fair user has no fairs',
  },
  fairRunning: {
    id: 'management.dashboard.fairRunning',
    defaultMessage: 'In corso · ancora {days, plural, one {# giorno} other {# giorni}}',
    description: 'A running fair, and when it ends',
  },
  fairUpcoming: {
    id: 'management.dashboard.fairUpcoming',
    defaultMessage: 'Inizia tra {days, plural, one {# giorno} other {# giorni}}',
    description: 'An upcoming fair, and when it starts',
  },
  fairOver: {
    id: 'management.dashboard.fairOver',
    defaultMessage: 'Conclusa da {days, plural, one {# giorno} other {# giorni}}',
    description: 'A fair that is over, and how long ago',
  },
  fairLastDay: {
    id: 'management.dashboard.fairLastDay',
    defaultMessage: 'In corso · ultimo giorno',
    description: 'A running fair on its last day',
  },
  fairNoOrders: {
    id: 'management.dashboard.fairNoOrders',
    defaultMessage: 'Nessun ordine raccolto',
    description: 'The user took no order at the fair',
  },
  fairDates: {
    id: 'management.dashboard.fairDates',
    defaultMessage: '{place} · dal {from} al {to}',
    description: "A fair's place and dates",
  },
  fairOrders: {
    id: 'management.dashboard.fairOrders',
    defaultMessage: '{count, plural, one {# ordine raccolto} other {# ordini raccolti}} · {amount}',
    description: 'Orders the user took at the fair and their amount',
  },
});

/** The channels' names (OrderChannel). */
export const channelMessages = defineMessages({
  WEB: manageCommonMessages.web,
  AGENT: manageCommonMessages.agents,
  OFFICE: manageCommonMessages.office,
  FAIR: commonMessages.fairs,
  IMPORT: {
    id: 'management.dashboard.channel.import',
    defaultMessage: 'Importati',
    description: 'Order channel: imported orders',
  },
  QUOTE: {
    id: 'management.dashboard.channel.quote',
    defaultMessage: 'Da preventivi',
    description: 'Order channel: orders made from accepted quotes',
  },
});
