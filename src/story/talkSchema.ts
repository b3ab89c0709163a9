/**
 * The talk file's JSON Schema (public/schemas/talk.schema.json, written by `npm run lab:schemas`
 * with the lab's schemas): generated from the validator's own field lists, ids and bounds
 * (./talkFile.ts), so the two cannot drift; tests/presenter/talkFile.test.ts checks it.
 */
import { DRAFT, object, oneOfStr, schemaLink, str, type Schema } from '../lab/schemaParts';
import {
  LINK_FIELDS,
  MAX,
  SLIDE_FIELDS,
  SLIDE_IDS,
  TALK_FIELDS,
  TALK_FORMAT,
  TALK_REQUIRED,
  TALK_THEMES,
  TALK_VERSION,
  URL_PATTERN,
} from './talkFile';

export function talkSchema(): Schema {
  const id = {
    ...oneOfStr(SLIDE_IDS),
    description: 'a scene id, "title", "family", "family-defences" or "closing"',
  };
  const note = { type: 'string', minLength: 1, maxLength: MAX.note };
  const slide: Schema = {
    anyOf: [
      id,
      object(
        SLIDE_FIELDS,
        {
          slide: id,
          notes: {
            type: 'array',
            description: 'your notes for this slide, in place of the built-in ones',
            minItems: 1,
            maxItems: MAX.notes,
            items: note,
          },
        },
        ['slide'],
      ),
    ],
  };
  const link = object(
    LINK_FIELDS,
    {
      label: { type: 'string', minLength: 1, maxLength: MAX.label },
      url: { type: 'string', maxLength: MAX.url, pattern: URL_PATTERN.source },
    },
    LINK_FIELDS,
  );
  const line = (max: number, description: string): Schema => ({
    ...str(max, description),
    minLength: 1,
  });
  const root = object(
    TALK_FIELDS,
    {
      $schema: schemaLink,
      format: { const: TALK_FORMAT },
      version: { const: TALK_VERSION },
      title: line(MAX.title, 'the talk’s title (on the title slide)'),
      subtitle: line(MAX.line, 'a line under the title'),
      speaker: line(MAX.line, 'your name (title and closing slides)'),
      affiliation: line(MAX.line, 'where you work (title and closing slides)'),
      event: line(MAX.line, 'the event, room or date (title slide)'),
      links: {
        type: 'array',
        description: 'shown with their addresses on the closing slide',
        maxItems: MAX.links,
        items: link,
      },
      theme: { ...oneOfStr(TALK_THEMES), description: 'the deck’s colours (default dark)' },
      slides: {
        type: 'array',
        description:
          'the slides in order, each once (default: a title slide when there is a title, every scene, the family slides, the closing slide)',
        minItems: 1,
        maxItems: MAX.slides,
        items: slide,
      },
    },
    TALK_REQUIRED,
  );
  return { $schema: DRAFT, $id: 'talk.schema.json', title: 'Stale Pages talk', ...root };
}
