export { Button, type ButtonProps, type ButtonSize, type ButtonVariant } from './button';
export { Spinner, type SpinnerProps } from './spinner';
export { Card, CardTitle } from './card';
export { OptionTile, StackList } from './option-list';
export { Badge, CountBadge, type BadgeProps, type BadgeTone } from './badge';
export { StatusBadge, type StatusBadgeProps } from './status-badge';
export { VerifiedTick, type VerifiedTickProps } from './verified-tick';
export { SyncBadge, syncStateOf, type SyncBadgeProps, type SyncBadgeState } from './sync-badge';
export { Field, useFieldControl, type FieldProps } from './field';
export { SelectField, type SelectFieldProps } from './select-field';
export { SearchInput, type SearchInputProps } from './search-input';
export {
  NumberInput, Select, TextArea, TextInput, parseNumberInput,
  type NumberInputProps, type SelectOption, type SelectProps, type TextAreaProps, type TextInputProps,
} from './inputs';
export { InlineAlert, type AlertTone, type InlineAlertProps } from './inline-alert';
export { Skeleton, SkeletonCard } from './skeleton';
export { Avatar, type AvatarProps } from './avatar';
export { Pagination, pageItems, type PaginationProps } from './pagination';
export { AlertDialog, type AlertDialogProps } from './alert-dialog';
export {
  BLOCK_EXPLAINED, BLOCK_FAILED, BlockDialog, BlockMemberButton,
  type BlockCall, type BlockDialogProps, type BlockMemberButtonProps,
} from './block-dialog';
export { SimilarChannels, type SimilarChannelsProps } from './similar-channels';
export {
  INVITATION_FAILED, InviteButton, type InvitationControl, type InvitationState, type InviteButtonProps,
} from './invite-button';
export { ReportDialog, REPORT_FAILED, REPORT_SENT, type ReportDialogProps } from './report-dialog';
export { SimilarChannelsPanel, type SimilarChannelsPanelProps } from './similar-channels-panel';
export { DEFAULT_TOAST_DURATION, ToastProvider, useToast, type ToastApi, type ToastOptions } from './toast';
export { LoadingScreen, type LoadingScreenProps } from './loading-screen';
export { ErrorPanel, type ErrorPanelProps } from './error-panel';
export { EmptyState, type EmptyStateProps } from './empty-state';
export { AppHeader, brandLink, type AppHeaderProps } from './app-header';
export { AppFooter, type AppFooterProps, type FooterExtraLink, type LinkComponent } from './app-footer';
export { Dropdown, type DropdownItem, type DropdownProps } from './dropdown';
export { Popover, PopoverPanel, PopoverRoot, PopoverTrigger, type PopoverProps } from './popover';
export { Tabs, type TabItem, type TabsProps } from './tabs';
export { useFocusTrap } from './use-focus-trap';
export { useDismiss } from './use-dismiss';
export { SkipLink, type SkipLinkProps } from './skip-link';
export { VisuallyHidden } from './visually-hidden';
export { PHONE_FULL_SCREEN_MEDIA, usePhoneFullScreen, usePhoneFullScreenRequested } from './phone-full-screen';
