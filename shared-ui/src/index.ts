// Type-only import (erased at build): carries the DefaultTheme augmentation to every package
// that imports shared-ui, so `props.theme` is typed there without copying styled.d.ts.
import type {} from './theme/styled';

export * as tokens from './theme/tokens';
export { paidTheme, type PaidTheme } from './theme/theme';
export { GlobalStyle } from './theme/global-style';
export { PaidThemeProvider, type PaidThemeProviderProps } from './theme/paid-theme-provider';

export { Button, type ButtonVariant, type ButtonSize, type ButtonStyleProps } from './button';
export { Card, CardHeader, CardTitle, CardBody, type CardStyleProps } from './card';
export { CardSection, type CardSectionProps } from './card-section';
export { Badge, badgeToneColors, type BadgeTone, type BadgeStyleProps } from './badge';
export { Avatar, memberAvatarName, type AvatarProps, type AvatarSize } from './avatar';
export { Icon, type IconProps, type IconNode } from './icon';
// FieldContext is for Field (in 'shared-ui/forms'): one context object for both modules.
export { FieldContext, useFieldControl, type FieldControlProps } from './field-context';
export { TextInput, type TextInputProps } from './text-input';
export { Spinner, type SpinnerProps, type SpinnerSize } from './spinner';
export { NarrowPage, PageContainer, type PageContainerStyleProps, type PageWidth } from './page';
export { GridList, type GridListStyleProps } from './grid-list';
export { Cluster, Grid, Stack, type ClusterProps, type GridProps, type StackProps } from './layout';
export { PageHeader, PageStack, type PageHeaderProps } from './page-header';
export { PageTitle } from './page-title';
export { documentTitle, useDocumentTitle } from './document-title';
export { VisuallyHidden } from './visually-hidden';
export { SkipLink } from './skip-link';
export { EmptyState, type EmptyStateProps } from './empty-state';
export { ErrorState, type ErrorStateProps } from './error-state';
export { LoadingState, type LoadingStateProps } from './loading-state';
export { AsyncList, type AsyncListProps } from './async-list';
export { StreamVideo, type StreamVideoProps } from './stream-video';

// Field, Label, TextArea, Select, Modal, Tabs and ProgressBar: 'shared-ui/forms' (forms.ts).

export { formatCompactMoney, formatThousands, formatDollars } from './format/money';
// One copy per page: the shared-ui module every app shares, not one bundled into each remote.
export { formatNumber } from './format/number';
export {
  formatClock,
  formatCountdown,
  formatDuration,
  formatRelativeAge,
  formatUtcMinute,
  lazyDateFormat,
} from './format/time';

export { notify, dismissToast, type NotifyOptions } from './toast/notify';
export { AppToaster } from './toast/app-toaster';
export { TOAST_DURATION_MS, MAX_VISIBLE_TOASTS } from './toast/toaster-constants';
export { loadToastModules } from './toast/toast-modules';
export { copyWithNotice, COPY_BY_HAND_TOAST_MS, type CopyNotices } from './toast/copy-with-notice';
export type { ToastVariant } from './toast/toast-card';

export { defineCatalog, type MessageValues } from './i18n/define-catalog';
export {
  pageLanguage,
  loadCatalog,
  provideCatalog,
  translateMessage,
  type CatalogLoader,
} from './i18n/catalogs';
export { loadContractSentences } from './i18n/contract-sentences';
export { intlLocale } from './i18n/format';
export { uiMessages } from './i18n/messages';
