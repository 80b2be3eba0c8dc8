import { useId } from 'react';
import { type CampaignUrlType } from 'shared-api';
import { URL_TEMPLATES } from 'shared-api/contracts';
import { Stack } from 'shared-ui';
import { Fieldset } from 'shared-ui/forms';
import styled from 'styled-components';
import { t } from '../../../messages';
import { templateDescription, templateLabel } from '../url-templates';

const Legend = styled.legend`
  padding: 0;
  margin-bottom: ${({ theme }) => theme.space[2]};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 14rem), 1fr));
  gap: ${({ theme }) => theme.space[3]};
`;

// The whole card is the radio's label, so a click anywhere on it picks the template.
const Option = styled.label<{ $checked: boolean }>`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[3]};
  min-width: 0;
  padding: ${({ theme }) => theme.space[3]};
  border: 1px solid
    ${({ theme, $checked }) => ($checked ? theme.colors.primary : theme.colors.borderStrong)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme, $checked }) =>
    $checked ? theme.colors.surfaceRaised : theme.colors.background};
  cursor: pointer;
  transition: border-color ${({ theme }) => theme.durations.fast};

  &:hover {
    border-color: ${({ theme }) => theme.colors.primary};
  }
`;

const Radio = styled.input`
  flex: none;
  margin: 0.2rem 0 0;
  accent-color: ${({ theme }) => theme.colors.primary};
`;

const Text = styled(Stack).attrs({ as: 'span', $gap: 1 })`
  min-width: 0;
`;

const Name = styled.span`
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

const Description = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Path = styled.code`
  font-family: ${({ theme }) => theme.fonts.mono};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.primaryText};
  overflow-wrap: anywhere;
`;

export interface TemplatePickerProps {
  value: CampaignUrlType | null;
  onChange: (type: CampaignUrlType) => void;
  /** The slug the paths end in, so each card shows the link it makes. */
  slug: string;
}

/** The six URL templates as native radios (arrow keys move between them). */
export function TemplatePicker({ value, onChange, slug }: TemplatePickerProps) {
  const id = useId();
  return (
    <Fieldset>
      <Legend>{t('campaignUrls.templates.legend')}</Legend>
      <Grid>
        {URL_TEMPLATES.map((template) => {
          const optionId = `${id}-${template.type}`;
          return (
            <Option key={template.type} $checked={value === template.type}>
              <Radio
                type="radio"
                name={`${id}-template`}
                value={template.type}
                checked={value === template.type}
                onChange={() => onChange(template.type)}
                // Named by the label alone; the description and path are read after it.
                aria-labelledby={`${optionId}-name`}
                aria-describedby={`${optionId}-description ${optionId}-path`}
              />
              <Text>
                <Name id={`${optionId}-name`}>{templateLabel(template.type)}</Name>
                <Description id={`${optionId}-description`}>
                  {templateDescription(template.type)}
                </Description>
                <Path id={`${optionId}-path`}>
                  /{template.path}/{slug}
                </Path>
              </Text>
            </Option>
          );
        })}
      </Grid>
    </Fieldset>
  );
}
