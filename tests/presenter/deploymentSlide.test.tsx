/**
 * The live slide's line about the newest request reads as two statements when the response
 * below is another request's: while D is in flight the slide shows C's answer and says so, set
 * off from D's progress (it ran on: "… 11 of 24 tokens so far Below: the response to c-4 …").
 */
import { render, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { loadStageDict } from '../../src/i18n/stage';
import { DeploymentSlide } from '../../src/modes/presenter/DeploymentSlide';
import type { Newest } from '../../src/modes/presenter/useDeployment';
import { freshStore, provide } from '../setup/stores';

await loadStageDict('en');

const inFlight: Newest = {
  id: 'd-5',
  tenant: 'Tenant D',
  pos: 5,
  stage: 'generating',
  generated: 11,
  maxNew: 24,
  status: null,
  shown: 'c-4',
};

describe('the live slide’s newest-request line', () => {
  it('sets the response shown off from the request in flight', () => {
    const { container } = render(
      <DeploymentSlide source="live" requests={5} newest={inFlight} downSince={null} />,
      {
        wrapper: provide(freshStore()),
      },
    );
    expect(within(container).getByTestId('deployment-newest').textContent).toBe(
      'Newest request, 5 of 5: d-5 from Tenant D · in flight: generating, 11 of 24 tokens so far · below: the response to c-4, the newest answered',
    );
  });

  it('names no other response when the newest is the one shown', () => {
    const { container } = render(
      <DeploymentSlide
        source="live"
        requests={5}
        newest={{ ...inFlight, stage: 'answered', status: 200, shown: null }}
        downSince={null}
      />,
      { wrapper: provide(freshStore()) },
    );
    expect(within(container).getByTestId('deployment-newest').textContent).toBe(
      'Newest request, 5 of 5: d-5 from Tenant D · answered HTTP 200',
    );
  });
});
