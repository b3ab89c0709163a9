/** The explore screen's keyboard shortcuts: the one table its handler and `?` list read. */
import type { ShortcutTable } from '../../views/shared/keys';
import '../../i18n/onDemand';

export type ExploreShortcut = 'play' | 'step' | 'moment' | 'ends' | 'help' | 'closeHelp';

export const EXPLORE_SHORTCUTS: ShortcutTable<ExploreShortcut> = [
  {
    id: 'play',
    keys: [{ key: ' ' }, { key: 'Spacebar' }],
    notOnPressable: true,
    help: { keys: 'explore.shortcuts.key.space', does: 'explore.shortcuts.space' },
  },
  {
    id: 'step',
    keys: [
      { key: 'ArrowLeft', shift: false, arg: -1 },
      { key: 'ArrowRight', shift: false, arg: 1 },
    ],
    help: { keys: 'explore.shortcuts.key.arrows', does: 'explore.shortcuts.arrows' },
  },
  {
    id: 'moment',
    keys: [
      { key: 'ArrowLeft', shift: true, arg: -1 },
      { key: 'ArrowRight', shift: true, arg: 1 },
    ],
    help: { keys: 'explore.shortcuts.key.shiftArrows', does: 'explore.shortcuts.shiftArrows' },
  },
  {
    id: 'ends',
    keys: [
      { key: 'Home', arg: -1 },
      { key: 'End', arg: 1 },
    ],
    help: { keys: 'explore.shortcuts.key.homeEnd', does: 'explore.shortcuts.homeEnd' },
  },
  {
    id: 'help',
    keys: [{ key: '?' }],
    help: { keys: 'explore.shortcuts.key.help', does: 'explore.shortcuts.help' },
  },
  {
    id: 'closeHelp',
    keys: [{ key: 'Escape' }],
    inDialog: true,
    help: { keys: 'explore.shortcuts.key.esc', does: 'explore.shortcuts.esc' },
  },
];
