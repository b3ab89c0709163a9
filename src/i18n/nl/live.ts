/** De live-weergave (#/live): een nagebootste SGLang-opstelling (`npm run live`), gevolgd terwijl ze draait. */
import type { live as en } from '../en/live';
import type { Translation } from '../types';

export const live: Translation<typeof en> = {
  'live.title': 'Live opstelling',
  'live.intro':
    'Deze pagina volgt de nagebootste opstelling die npm run live start. Stuur verzoeken met curl of een OpenAI-client; ze verschijnen hier zodra ze binnenkomen.',
  'live.conn.label': 'Verbinding',
  'live.conn.connecting': 'verbinden…',
  'live.conn.connected': 'verbonden',
  'live.conn.reconnecting': 'server antwoordt niet: opnieuw verbinden…',
  'live.conn.absent':
    'hier antwoordt geen live server (start npm run live: deze pagina volgt hem vanzelf)',
  'live.session': '{n} {n|verzoek|verzoeken} in deze sessie, engine-tick {tick}',
  'live.epoch': 'nodes {n} keer gestart',
  'live.empty': 'Nog geen verzoek. Stuur er een vanuit een terminal:',
  'live.follow': 'Live volgen',
  'live.follow.hint': 'Uit: de weergave blijft waar u schuift, de opstelling draait door.',
  'live.export': 'Sessie opslaan als scenariobestand',
  'live.config.title': 'Opstelling',
  'live.config.note': 'Een andere router of fix herstart de nodes: hun pools beginnen leeg.',
  'live.config.error': 'De opstelling nam de wijziging niet aan: {message}',
  'live.config.key': 'Sleutel (van uw team of van de begeleider)',
  'live.config.keyNeeded':
    'Deze opstelling neemt alleen wijzigingen aan met een sleutel: die van uw team of die van de begeleider. Typ hem in het veld hieronder en maak de wijziging opnieuw.',
  'live.config.keyRefused':
    'Deze sleutel mag deze opstelling niet wijzigen: het is de sleutel van een ander team, of in deze klas wijzigt alleen de sleutel van de begeleider een opstelling.',
  'live.aborted': 'Clients die weggingen (in de engine afgebroken): {ids}',
};
