import * as migration_20261123_105458_initial from './20261123_105458_initial';
import * as migration_20261123_121433_pages_case_studies_roles from './20261123_121433_pages_case_studies_roles';
import * as migration_20261123_172639_units from './20261123_172639_units';
import * as migration_20261123_175320_centre_options_alphabetical from './20261123_175320_centre_options_alphabetical';
import * as migration_20261123_203638_centre_hero_line from './20261123_203638_centre_hero_line';
import * as migration_20261123_203704_case_study_provenance from './20261123_203704_case_study_provenance';
import * as migration_20261125_125322_storage_prefix_object_key from './20261125_125322_storage_prefix_object_key';
import * as migration_20261125_222423_centre_arrival_access from './20261125_222423_centre_arrival_access';
import * as migration_20261125_224003_centre_viewing_hours from './20261125_224003_centre_viewing_hours';
import * as migration_20261125_232229_virtual_office_plans from './20261125_232229_virtual_office_plans';
import * as migration_20261126_022507_i21tenant_unit_costs from './20261126_022507_i21tenant_unit_costs';
import * as migration_20261126_022519_i21photos_media_credits from './20261126_022519_i21photos_media_credits';
import * as migration_20261126_022729_i21prices_derived_prices_service_charge from './20261126_022729_i21prices_derived_prices_service_charge';
import * as migration_20261126_023944_i22leads_centre_manager from './20261126_023944_i22leads_centre_manager';
import * as migration_20261126_030000_i20fin_viewing_hours_defaults from './20261126_030000_i20fin_viewing_hours_defaults';
import * as migration_20261126_035634_merged_schema_snapshot from './20261126_035634_merged_schema_snapshot';
import * as migration_20261126_153925_i22editor_jobs_schedule from './20261126_153925_i22editor_jobs_schedule';
import * as migration_20261126_160000_service_charge_copy from './20261126_160000_service_charge_copy';
import * as migration_20261128_135034_i38licences from './20261128_135034_i38licences';
import * as migration_20261128_170355_centre_day_passes from './20261128_170355_centre_day_passes';
import * as migration_20261129_050306_cancellation_rules from './20261129_050306_cancellation_rules';
import * as migration_20261129_050735_i40webhook_endpoints from './20261129_050735_i40webhook_endpoints';
import * as migration_20261129_061222_i41merged_schema_snapshot from './20261129_061222_i41merged_schema_snapshot';
import * as migration_20261129_090215_i40conversion_settings from './20261129_090215_i40conversion_settings';
import * as migration_20261129_113028_i40environment_webhook from './20261129_113028_i40environment_webhook';
import * as migration_20261129_113138_bundle_settings from './20261129_113138_bundle_settings';
import * as migration_20261129_113215_promo_codes from './20261129_113215_promo_codes';
import * as migration_20261129_123844_i39merged_schema_snapshot from './20261129_123844_i39merged_schema_snapshot';

export const migrations = [
  {
    up: migration_20261123_105458_initial.up,
    down: migration_20261123_105458_initial.down,
    name: '20261123_105458_initial',
  },
  {
    up: migration_20261123_121433_pages_case_studies_roles.up,
    down: migration_20261123_121433_pages_case_studies_roles.down,
    name: '20261123_121433_pages_case_studies_roles',
  },
  {
    up: migration_20261123_172639_units.up,
    down: migration_20261123_172639_units.down,
    name: '20261123_172639_units',
  },
  {
    up: migration_20261123_175320_centre_options_alphabetical.up,
    down: migration_20261123_175320_centre_options_alphabetical.down,
    name: '20261123_175320_centre_options_alphabetical',
  },
  {
    up: migration_20261123_203638_centre_hero_line.up,
    down: migration_20261123_203638_centre_hero_line.down,
    name: '20261123_203638_centre_hero_line',
  },
  {
    up: migration_20261123_203704_case_study_provenance.up,
    down: migration_20261123_203704_case_study_provenance.down,
    name: '20261123_203704_case_study_provenance',
  },
  {
    up: migration_20261125_125322_storage_prefix_object_key.up,
    down: migration_20261125_125322_storage_prefix_object_key.down,
    name: '20261125_125322_storage_prefix_object_key',
  },
  {
    up: migration_20261125_222423_centre_arrival_access.up,
    down: migration_20261125_222423_centre_arrival_access.down,
    name: '20261125_222423_centre_arrival_access',
  },
  {
    up: migration_20261125_224003_centre_viewing_hours.up,
    down: migration_20261125_224003_centre_viewing_hours.down,
    name: '20261125_224003_centre_viewing_hours',
  },
  {
    up: migration_20261125_232229_virtual_office_plans.up,
    down: migration_20261125_232229_virtual_office_plans.down,
    name: '20261125_232229_virtual_office_plans',
  },
  {
    up: migration_20261126_022507_i21tenant_unit_costs.up,
    down: migration_20261126_022507_i21tenant_unit_costs.down,
    name: '20261126_022507_i21tenant_unit_costs',
  },
  {
    up: migration_20261126_022519_i21photos_media_credits.up,
    down: migration_20261126_022519_i21photos_media_credits.down,
    name: '20261126_022519_i21photos_media_credits',
  },
  {
    up: migration_20261126_022729_i21prices_derived_prices_service_charge.up,
    down: migration_20261126_022729_i21prices_derived_prices_service_charge.down,
    name: '20261126_022729_i21prices_derived_prices_service_charge',
  },
  {
    up: migration_20261126_023944_i22leads_centre_manager.up,
    down: migration_20261126_023944_i22leads_centre_manager.down,
    name: '20261126_023944_i22leads_centre_manager',
  },
  {
    up: migration_20261126_030000_i20fin_viewing_hours_defaults.up,
    down: migration_20261126_030000_i20fin_viewing_hours_defaults.down,
    name: '20261126_030000_i20fin_viewing_hours_defaults',
  },
  {
    up: migration_20261126_035634_merged_schema_snapshot.up,
    down: migration_20261126_035634_merged_schema_snapshot.down,
    name: '20261126_035634_merged_schema_snapshot',
  },
  {
    up: migration_20261126_153925_i22editor_jobs_schedule.up,
    down: migration_20261126_153925_i22editor_jobs_schedule.down,
    name: '20261126_153925_i22editor_jobs_schedule',
  },
  {
    up: migration_20261126_160000_service_charge_copy.up,
    down: migration_20261126_160000_service_charge_copy.down,
    name: '20261126_160000_service_charge_copy',
  },
  {
    up: migration_20261128_135034_i38licences.up,
    down: migration_20261128_135034_i38licences.down,
    name: '20261128_135034_i38licences',
  },
  {
    up: migration_20261128_170355_centre_day_passes.up,
    down: migration_20261128_170355_centre_day_passes.down,
    name: '20261128_170355_centre_day_passes',
  },
  {
    up: migration_20261129_050306_cancellation_rules.up,
    down: migration_20261129_050306_cancellation_rules.down,
    name: '20261129_050306_cancellation_rules',
  },
  {
    up: migration_20261129_050735_i40webhook_endpoints.up,
    down: migration_20261129_050735_i40webhook_endpoints.down,
    name: '20261129_050735_i40webhook_endpoints',
  },
  {
    up: migration_20261129_061222_i41merged_schema_snapshot.up,
    down: migration_20261129_061222_i41merged_schema_snapshot.down,
    name: '20261129_061222_i41merged_schema_snapshot',
  },
  {
    up: migration_20261129_090215_i40conversion_settings.up,
    down: migration_20261129_090215_i40conversion_settings.down,
    name: '20261129_090215_i40conversion_settings',
  },
  {
    up: migration_20261129_113028_i40environment_webhook.up,
    down: migration_20261129_113028_i40environment_webhook.down,
    name: '20261129_113028_i40environment_webhook',
  },
  {
    up: migration_20261129_113138_bundle_settings.up,
    down: migration_20261129_113138_bundle_settings.down,
    name: '20261129_113138_bundle_settings',
  },
  {
    up: migration_20261129_113215_promo_codes.up,
    down: migration_20261129_113215_promo_codes.down,
    name: '20261129_113215_promo_codes',
  },
  {
    up: migration_20261129_123844_i39merged_schema_snapshot.up,
    down: migration_20261129_123844_i39merged_schema_snapshot.down,
    name: '20261129_123844_i39merged_schema_snapshot',
  },
];
