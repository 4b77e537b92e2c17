import { RussianOriginal as RussianOriginal_555cc68f1992202f88cd5dcf1c1ce381 } from '../../../cms/components/translation-original'
import { RscEntryLexicalCell as RscEntryLexicalCell_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { RscEntryLexicalField as RscEntryLexicalField_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { LexicalDiffComponent as LexicalDiffComponent_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { TableFeatureClient as TableFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { InlineToolbarFeatureClient as InlineToolbarFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { HorizontalRuleFeatureClient as HorizontalRuleFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { UploadFeatureClient as UploadFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { BlockquoteFeatureClient as BlockquoteFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { RelationshipFeatureClient as RelationshipFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { LinkFeatureClient as LinkFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { ChecklistFeatureClient as ChecklistFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { OrderedListFeatureClient as OrderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { UnorderedListFeatureClient as UnorderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { IndentFeatureClient as IndentFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { AlignFeatureClient as AlignFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { HeadingFeatureClient as HeadingFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { ParagraphFeatureClient as ParagraphFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { InlineCodeFeatureClient as InlineCodeFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { SuperscriptFeatureClient as SuperscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { SubscriptFeatureClient as SubscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { StrikethroughFeatureClient as StrikethroughFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { UnderlineFeatureClient as UnderlineFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { BoldFeatureClient as BoldFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { ItalicFeatureClient as ItalicFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { EditedByCell as EditedByCell_0727ebd27afc7e8f338e3952bf1a651c } from '../../../cms/components/version-history-author'
import { EditedByField as EditedByField_0727ebd27afc7e8f338e3952bf1a651c } from '../../../cms/components/version-history-author'
import { EditedByDiff as EditedByDiff_0727ebd27afc7e8f338e3952bf1a651c } from '../../../cms/components/version-history-author'
import { EditedLocaleDiff as EditedLocaleDiff_0727ebd27afc7e8f338e3952bf1a651c } from '../../../cms/components/version-history-author'
import { TranslationStatusCell as TranslationStatusCell_759d2cdac882a32950e899d9de9efff5 } from '../../../cms/components/translation-status'
import { MissingLanguagesDiff as MissingLanguagesDiff_0727ebd27afc7e8f338e3952bf1a651c } from '../../../cms/components/version-history-author'
import { ContentLanguageNote as ContentLanguageNote_8bb256dae1d2af8fd80e1c04ded72743 } from '../../../cms/components/translation-locale-note'
import { SchedulePublishButton as SchedulePublishButton_5b42ee5085c248b9b448d62d02405949 } from '../../../cms/components/schedule-publish'
import { VersionHistoryView as VersionHistoryView_6ee90bad402c1753d7241b62186dac3f } from '../../../cms/components/version-history'
import { DecimalNumberCell as DecimalNumberCell_0da99ba4ab70fda0f98387c22016b336 } from '../../../cms/components/decimal-input'
import { DecimalNumberField as DecimalNumberField_0da99ba4ab70fda0f98387c22016b336 } from '../../../cms/components/decimal-input'
import { EventRegistrationsLinks as EventRegistrationsLinks_6eb1ff29449935877f861fbd7398569c } from '../../../cms/components/registrations-export'
import { ImageAltField as ImageAltField_374e5446735713235203c23ff0b3b872 } from '../../../cms/components/media-alt'
import { AltTranslationWarning as AltTranslationWarning_374e5446735713235203c23ff0b3b872 } from '../../../cms/components/media-alt'
import { FileSizeCell as FileSizeCell_4170c4bc19f8636264eefdc1b4de5a8b } from '../../../cms/components/media-file-size'
import { MediaGridView as MediaGridView_88a76caebc5373db5658d3bf0742d3a9 } from '../../../cms/components/media-grid-view'
import { GuestOrDeletedAccountHint as GuestOrDeletedAccountHint_b48a2f412ee293a632b484438d70a072 } from '../../../cms/components/deleted-account-hint'
import { ThreadPanel as ThreadPanel_d61927bd9696ad832b72f7f531e0488c } from '../../../cms/components/thread-panel'
import { StaffNotesPanel as StaffNotesPanel_c76fdabc6c2338788dfdcbb05ad35539 } from '../../../cms/components/staff-notes-panel'
import { AuditTrailPanel as AuditTrailPanel_68403105a5c8291cf477896b84532275 } from '../../../cms/components/audit-trail-panel'
import { SenderTitle as SenderTitle_d12956c7af4321537f2bdddc98dd4c27 } from '../../../cms/components/sender-title'
import { DeletedAccountHint as DeletedAccountHint_b48a2f412ee293a632b484438d70a072 } from '../../../cms/components/deleted-account-hint'
import { AttachmentLink as AttachmentLink_da714e2f6373203e128d40467c4e47b1 } from '../../../cms/components/attachment-link'
import { AttachmentLinkCell as AttachmentLinkCell_da714e2f6373203e128d40467c4e47b1 } from '../../../cms/components/attachment-link'
import { RegistrationsExport as RegistrationsExport_6eb1ff29449935877f861fbd7398569c } from '../../../cms/components/registrations-export'
import { AdminIcon as AdminIcon_b6aaa9b71c8046e0a416624afd2714bb } from '../../../cms/components/admin-brand'
import { AdminLogo as AdminLogo_b6aaa9b71c8046e0a416624afd2714bb } from '../../../cms/components/admin-brand'
import { WorkQueueNavLink as WorkQueueNavLink_228c4bf0a2f1be3f555bd7978321597d } from '../../../cms/components/work-queue-link'
import { StaleSitesNavLink as StaleSitesNavLink_3ad38ad32031ebff6e50b6fba267a828 } from '../../../cms/components/stale-sites-link'
import { AdminDateLocale as AdminDateLocale_076c5fe8208462694f12371c7fe811a3 } from '../../../cms/components/admin-date-locale'
import { AdminA11y as AdminA11y_b340acd433f66986bf97b2ae7f96a48e } from '../../../cms/components/admin-a11y'
import { S3ClientUploadHandler as S3ClientUploadHandler_f97aa6c64367fa259c5bc0567239ef24 } from '@payloadcms/storage-s3/client'
import { WorkQueueView as WorkQueueView_dc919bfb156d19a0cfaf85530903b855 } from '../../../cms/components/work-queue'
import { StaleSitesView as StaleSitesView_5ece25901da3e7f99edd3d1fa0131f42 } from '../../../cms/components/stale-sites'
import { CollectionCards as CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1 } from '@payloadcms/next/rsc'

/** @type import('payload').ImportMap */
export const importMap = {
  "/cms/components/translation-original#RussianOriginal": RussianOriginal_555cc68f1992202f88cd5dcf1c1ce381,
  "@payloadcms/richtext-lexical/rsc#RscEntryLexicalCell": RscEntryLexicalCell_44fe37237e0ebf4470c9990d8cb7b07e,
  "@payloadcms/richtext-lexical/rsc#RscEntryLexicalField": RscEntryLexicalField_44fe37237e0ebf4470c9990d8cb7b07e,
  "@payloadcms/richtext-lexical/rsc#LexicalDiffComponent": LexicalDiffComponent_44fe37237e0ebf4470c9990d8cb7b07e,
  "@payloadcms/richtext-lexical/client#TableFeatureClient": TableFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#InlineToolbarFeatureClient": InlineToolbarFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#HorizontalRuleFeatureClient": HorizontalRuleFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#UploadFeatureClient": UploadFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#BlockquoteFeatureClient": BlockquoteFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#RelationshipFeatureClient": RelationshipFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#LinkFeatureClient": LinkFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#ChecklistFeatureClient": ChecklistFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#OrderedListFeatureClient": OrderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#UnorderedListFeatureClient": UnorderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#IndentFeatureClient": IndentFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#AlignFeatureClient": AlignFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#HeadingFeatureClient": HeadingFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#ParagraphFeatureClient": ParagraphFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#InlineCodeFeatureClient": InlineCodeFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#SuperscriptFeatureClient": SuperscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#SubscriptFeatureClient": SubscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#StrikethroughFeatureClient": StrikethroughFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#UnderlineFeatureClient": UnderlineFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#BoldFeatureClient": BoldFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#ItalicFeatureClient": ItalicFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "/cms/components/version-history-author#EditedByCell": EditedByCell_0727ebd27afc7e8f338e3952bf1a651c,
  "/cms/components/version-history-author#EditedByField": EditedByField_0727ebd27afc7e8f338e3952bf1a651c,
  "/cms/components/version-history-author#EditedByDiff": EditedByDiff_0727ebd27afc7e8f338e3952bf1a651c,
  "/cms/components/version-history-author#EditedLocaleDiff": EditedLocaleDiff_0727ebd27afc7e8f338e3952bf1a651c,
  "/cms/components/translation-status#TranslationStatusCell": TranslationStatusCell_759d2cdac882a32950e899d9de9efff5,
  "/cms/components/version-history-author#MissingLanguagesDiff": MissingLanguagesDiff_0727ebd27afc7e8f338e3952bf1a651c,
  "/cms/components/translation-locale-note#ContentLanguageNote": ContentLanguageNote_8bb256dae1d2af8fd80e1c04ded72743,
  "/cms/components/schedule-publish#SchedulePublishButton": SchedulePublishButton_5b42ee5085c248b9b448d62d02405949,
  "/cms/components/version-history#VersionHistoryView": VersionHistoryView_6ee90bad402c1753d7241b62186dac3f,
  "/cms/components/decimal-input#DecimalNumberCell": DecimalNumberCell_0da99ba4ab70fda0f98387c22016b336,
  "/cms/components/decimal-input#DecimalNumberField": DecimalNumberField_0da99ba4ab70fda0f98387c22016b336,
  "/cms/components/registrations-export#EventRegistrationsLinks": EventRegistrationsLinks_6eb1ff29449935877f861fbd7398569c,
  "/cms/components/media-alt#ImageAltField": ImageAltField_374e5446735713235203c23ff0b3b872,
  "/cms/components/media-alt#AltTranslationWarning": AltTranslationWarning_374e5446735713235203c23ff0b3b872,
  "/cms/components/media-file-size#FileSizeCell": FileSizeCell_4170c4bc19f8636264eefdc1b4de5a8b,
  "/cms/components/media-grid-view#MediaGridView": MediaGridView_88a76caebc5373db5658d3bf0742d3a9,
  "/cms/components/deleted-account-hint#GuestOrDeletedAccountHint": GuestOrDeletedAccountHint_b48a2f412ee293a632b484438d70a072,
  "/cms/components/thread-panel#ThreadPanel": ThreadPanel_d61927bd9696ad832b72f7f531e0488c,
  "/cms/components/staff-notes-panel#StaffNotesPanel": StaffNotesPanel_c76fdabc6c2338788dfdcbb05ad35539,
  "/cms/components/audit-trail-panel#AuditTrailPanel": AuditTrailPanel_68403105a5c8291cf477896b84532275,
  "/cms/components/sender-title#SenderTitle": SenderTitle_d12956c7af4321537f2bdddc98dd4c27,
  "/cms/components/deleted-account-hint#DeletedAccountHint": DeletedAccountHint_b48a2f412ee293a632b484438d70a072,
  "/cms/components/attachment-link#AttachmentLink": AttachmentLink_da714e2f6373203e128d40467c4e47b1,
  "/cms/components/attachment-link#AttachmentLinkCell": AttachmentLinkCell_da714e2f6373203e128d40467c4e47b1,
  "/cms/components/registrations-export#RegistrationsExport": RegistrationsExport_6eb1ff29449935877f861fbd7398569c,
  "/cms/components/admin-brand#AdminIcon": AdminIcon_b6aaa9b71c8046e0a416624afd2714bb,
  "/cms/components/admin-brand#AdminLogo": AdminLogo_b6aaa9b71c8046e0a416624afd2714bb,
  "/cms/components/work-queue-link#WorkQueueNavLink": WorkQueueNavLink_228c4bf0a2f1be3f555bd7978321597d,
  "/cms/components/stale-sites-link#StaleSitesNavLink": StaleSitesNavLink_3ad38ad32031ebff6e50b6fba267a828,
  "/cms/components/admin-date-locale#AdminDateLocale": AdminDateLocale_076c5fe8208462694f12371c7fe811a3,
  "/cms/components/admin-a11y#AdminA11y": AdminA11y_b340acd433f66986bf97b2ae7f96a48e,
  "@payloadcms/storage-s3/client#S3ClientUploadHandler": S3ClientUploadHandler_f97aa6c64367fa259c5bc0567239ef24,
  "/cms/components/work-queue#WorkQueueView": WorkQueueView_dc919bfb156d19a0cfaf85530903b855,
  "/cms/components/stale-sites#StaleSitesView": StaleSitesView_5ece25901da3e7f99edd3d1fa0131f42,
  "@payloadcms/next/rsc#CollectionCards": CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1
}
