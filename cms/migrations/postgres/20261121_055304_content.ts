import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."_locales" AS ENUM('ru', 'en', 'tr', 'zh');
  CREATE TYPE "public"."enum_news_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__news_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__news_v_published_locale" AS ENUM('ru', 'en', 'tr', 'zh');
  CREATE TYPE "public"."enum_events_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__events_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__events_v_published_locale" AS ENUM('ru', 'en', 'tr', 'zh');
  CREATE TYPE "public"."enum_success_stories_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__success_stories_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__success_stories_v_published_locale" AS ENUM('ru', 'en', 'tr', 'zh');
  CREATE TYPE "public"."enum_video_gallery_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__video_gallery_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__video_gallery_v_published_locale" AS ENUM('ru', 'en', 'tr', 'zh');
  CREATE TYPE "public"."enum_cip_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__cip_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__cip_v_published_locale" AS ENUM('ru', 'en', 'tr', 'zh');
  CREATE TYPE "public"."enum_invest_projects_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__invest_projects_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__invest_projects_v_published_locale" AS ENUM('ru', 'en', 'tr', 'zh');
  CREATE TYPE "public"."enum_perspective_projects_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__perspective_projects_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__perspective_projects_v_published_locale" AS ENUM('ru', 'en', 'tr', 'zh');
  CREATE TYPE "public"."enum_arctic_residents_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__arctic_residents_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__arctic_residents_v_published_locale" AS ENUM('ru', 'en', 'tr', 'zh');
  CREATE TYPE "public"."enum_production_sites_site_type" AS ENUM('greenfield', 'brownfield', 'industrial-park', 'technopark');
  CREATE TYPE "public"."enum_production_sites_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__production_sites_v_version_site_type" AS ENUM('greenfield', 'brownfield', 'industrial-park', 'technopark');
  CREATE TYPE "public"."enum__production_sites_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__production_sites_v_published_locale" AS ENUM('ru', 'en', 'tr', 'zh');
  CREATE TYPE "public"."enum_support_measures_group" AS ENUM('financial-support', 'tax-and-government-preferences', 'project-support');
  CREATE TYPE "public"."enum_support_measures_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__support_measures_v_version_group" AS ENUM('financial-support', 'tax-and-government-preferences', 'project-support');
  CREATE TYPE "public"."enum__support_measures_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__support_measures_v_published_locale" AS ENUM('ru', 'en', 'tr', 'zh');
  CREATE TYPE "public"."enum_setting_statistics_type" AS ENUM('about_region', 'arctic', 'cip_eniseyskaya_sybir', 'rezidents_arctics', 'banner_index');
  CREATE TYPE "public"."enum_setting_files_key" AS ENUM('gchp', 'region_presentation', 'investment_declaration_of_the_krasnoyarsk_territory', 'investicionniy_komitet_krasnoyarskogo_kraya');
  CREATE TYPE "public"."enum_staff_roles" AS ENUM('editor', 'reviewer', 'admin');
  CREATE TYPE "public"."enum_investors_locale" AS ENUM('ru', 'en', 'tr', 'zh');
  CREATE TYPE "public"."enum_study_materials_kind" AS ENUM('guide', 'algorithm', 'video');
  CREATE TABLE "news" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"published_at" timestamp(3) with time zone,
  	"image_id" integer,
  	"source_url" varchar,
  	"editor_note" varchar,
  	"slug" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_news_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "news_locales" (
  	"title" varchar,
  	"excerpt" varchar,
  	"content" jsonb,
  	"source" varchar,
  	"photo_source" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_news_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_published_at" timestamp(3) with time zone,
  	"version_image_id" integer,
  	"version_source_url" varchar,
  	"version_editor_note" varchar,
  	"version_slug" varchar,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__news_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__news_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "_news_v_locales" (
  	"version_title" varchar,
  	"version_excerpt" varchar,
  	"version_content" jsonb,
  	"version_source" varchar,
  	"version_photo_source" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "events" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"date" timestamp(3) with time zone,
  	"end_date" timestamp(3) with time zone,
  	"type_id" integer,
  	"city_id" integer,
  	"image_id" integer,
  	"registration_open" boolean DEFAULT true,
  	"editor_note" varchar,
  	"slug" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_events_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "events_locales" (
  	"title" varchar,
  	"place" varchar,
  	"excerpt" varchar,
  	"content" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_events_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_date" timestamp(3) with time zone,
  	"version_end_date" timestamp(3) with time zone,
  	"version_type_id" integer,
  	"version_city_id" integer,
  	"version_image_id" integer,
  	"version_registration_open" boolean DEFAULT true,
  	"version_editor_note" varchar,
  	"version_slug" varchar,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__events_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__events_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "_events_v_locales" (
  	"version_title" varchar,
  	"version_place" varchar,
  	"version_excerpt" varchar,
  	"version_content" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "event_types" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" numeric DEFAULT 100,
  	"slug" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "event_types_locales" (
  	"name" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "event_cities" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" numeric DEFAULT 100,
  	"slug" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "event_cities_locales" (
  	"name" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "success_stories" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"published_at" timestamp(3) with time zone,
  	"image_id" integer,
  	"slug" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_success_stories_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "success_stories_locales" (
  	"title" varchar,
  	"company" varchar,
  	"industry" varchar,
  	"excerpt" varchar,
  	"quote" varchar,
  	"quote_author" varchar,
  	"content" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_success_stories_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_published_at" timestamp(3) with time zone,
  	"version_image_id" integer,
  	"version_slug" varchar,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__success_stories_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__success_stories_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "_success_stories_v_locales" (
  	"version_title" varchar,
  	"version_company" varchar,
  	"version_industry" varchar,
  	"version_excerpt" varchar,
  	"version_quote" varchar,
  	"version_quote_author" varchar,
  	"version_content" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "video_gallery" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"published_at" timestamp(3) with time zone,
  	"video_url" varchar,
  	"duration" varchar,
  	"preview_id" integer,
  	"slug" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_video_gallery_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "video_gallery_locales" (
  	"title" varchar,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_video_gallery_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_published_at" timestamp(3) with time zone,
  	"version_video_url" varchar,
  	"version_duration" varchar,
  	"version_preview_id" integer,
  	"version_slug" varchar,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__video_gallery_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__video_gallery_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "_video_gallery_v_locales" (
  	"version_title" varchar,
  	"version_description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "cip" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"order" numeric DEFAULT 100,
  	"slug" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_cip_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "cip_locales" (
  	"title" varchar,
  	"investor" varchar,
  	"implementation_period" varchar,
  	"investment_size" varchar,
  	"stage" varchar,
  	"industry" varchar,
  	"excerpt" varchar,
  	"content" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_cip_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_image_id" integer,
  	"version_order" numeric DEFAULT 100,
  	"version_slug" varchar,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__cip_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__cip_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "_cip_v_locales" (
  	"version_title" varchar,
  	"version_investor" varchar,
  	"version_implementation_period" varchar,
  	"version_investment_size" varchar,
  	"version_stage" varchar,
  	"version_industry" varchar,
  	"version_excerpt" varchar,
  	"version_content" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "invest_projects" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"type_id" integer,
  	"image_id" integer,
  	"coordinates_lat" numeric,
  	"coordinates_lng" numeric,
  	"order" numeric DEFAULT 100,
  	"slug" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_invest_projects_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "invest_projects_locales" (
  	"title" varchar,
  	"resource_base" varchar,
  	"territory" varchar,
  	"investment_volume" varchar,
  	"excerpt" varchar,
  	"content" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_invest_projects_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_type_id" integer,
  	"version_image_id" integer,
  	"version_coordinates_lat" numeric,
  	"version_coordinates_lng" numeric,
  	"version_order" numeric DEFAULT 100,
  	"version_slug" varchar,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__invest_projects_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__invest_projects_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "_invest_projects_v_locales" (
  	"version_title" varchar,
  	"version_resource_base" varchar,
  	"version_territory" varchar,
  	"version_investment_volume" varchar,
  	"version_excerpt" varchar,
  	"version_content" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "invest_project_types" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" numeric DEFAULT 100,
  	"slug" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "invest_project_types_locales" (
  	"name" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "perspective_projects" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"order" numeric DEFAULT 100,
  	"slug" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_perspective_projects_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "perspective_projects_locales" (
  	"title" varchar,
  	"industry" varchar,
  	"location" varchar,
  	"investment_volume" varchar,
  	"implementation_period" varchar,
  	"excerpt" varchar,
  	"content" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_perspective_projects_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_image_id" integer,
  	"version_order" numeric DEFAULT 100,
  	"version_slug" varchar,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__perspective_projects_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__perspective_projects_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "_perspective_projects_v_locales" (
  	"version_title" varchar,
  	"version_industry" varchar,
  	"version_location" varchar,
  	"version_investment_volume" varchar,
  	"version_implementation_period" varchar,
  	"version_excerpt" varchar,
  	"version_content" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "arctic_residents" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"jobs" numeric,
  	"resident_since" timestamp(3) with time zone,
  	"logo_id" integer,
  	"order" numeric DEFAULT 100,
  	"slug" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_arctic_residents_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "arctic_residents_locales" (
  	"name" varchar,
  	"activity" varchar,
  	"location" varchar,
  	"investment" varchar,
  	"excerpt" varchar,
  	"content" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_arctic_residents_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_jobs" numeric,
  	"version_resident_since" timestamp(3) with time zone,
  	"version_logo_id" integer,
  	"version_order" numeric DEFAULT 100,
  	"version_slug" varchar,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__arctic_residents_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__arctic_residents_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "_arctic_residents_v_locales" (
  	"version_name" varchar,
  	"version_activity" varchar,
  	"version_location" varchar,
  	"version_investment" varchar,
  	"version_excerpt" varchar,
  	"version_content" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "production_sites" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"site_type" "enum_production_sites_site_type",
  	"coordinates_lat" numeric,
  	"coordinates_lng" numeric,
  	"total_area" numeric,
  	"image_id" integer,
  	"order" numeric DEFAULT 100,
  	"slug" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_production_sites_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "production_sites_locales" (
  	"title" varchar,
  	"location" varchar,
  	"address" varchar,
  	"specialisation" varchar,
  	"opportunities" jsonb,
  	"infrastructure" varchar,
  	"excerpt" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_production_sites_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_site_type" "enum__production_sites_v_version_site_type",
  	"version_coordinates_lat" numeric,
  	"version_coordinates_lng" numeric,
  	"version_total_area" numeric,
  	"version_image_id" integer,
  	"version_order" numeric DEFAULT 100,
  	"version_slug" varchar,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__production_sites_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__production_sites_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "_production_sites_v_locales" (
  	"version_title" varchar,
  	"version_location" varchar,
  	"version_address" varchar,
  	"version_specialisation" varchar,
  	"version_opportunities" jsonb,
  	"version_infrastructure" varchar,
  	"version_excerpt" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "support_measures_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "support_measures_items_locales" (
  	"title" varchar,
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "support_measures" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"group" "enum_support_measures_group",
  	"link" varchar,
  	"order" numeric DEFAULT 100,
  	"slug" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_support_measures_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "support_measures_locales" (
  	"title" varchar,
  	"provider" varchar,
  	"summary" varchar,
  	"content" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_support_measures_v_version_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_support_measures_v_version_items_locales" (
  	"title" varchar,
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_support_measures_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_group" "enum__support_measures_v_version_group",
  	"version_link" varchar,
  	"version_order" numeric DEFAULT 100,
  	"version_slug" varchar,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__support_measures_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__support_measures_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "_support_measures_v_locales" (
  	"version_title" varchar,
  	"version_provider" varchar,
  	"version_summary" varchar,
  	"version_content" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "development_institutions" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"email" varchar,
  	"phone" varchar,
  	"website" varchar,
  	"logo_id" integer,
  	"order" numeric DEFAULT 100,
  	"slug" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "development_institutions_locales" (
  	"name" varchar NOT NULL,
  	"description" varchar,
  	"address" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "invest_rules" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"file_id" integer,
  	"order" numeric DEFAULT 100,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "invest_rules_locales" (
  	"title" varchar NOT NULL,
  	"content" jsonb,
  	"responsible" varchar,
  	"term" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "faq" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" numeric DEFAULT 100,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "faq_locales" (
  	"question" varchar NOT NULL,
  	"answer" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "index_switch" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"link" varchar,
  	"image_id" integer,
  	"order" numeric DEFAULT 100,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "index_switch_locales" (
  	"title" varchar NOT NULL,
  	"text" varchar,
  	"link_label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "settings" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" numeric NOT NULL,
  	"image_id" integer,
  	"button_link" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "settings_locales" (
  	"title" varchar NOT NULL,
  	"subtitle" varchar,
  	"content" jsonb,
  	"button_label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "setting_statistics" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"type" "enum_setting_statistics_type" NOT NULL,
  	"value" varchar NOT NULL,
  	"order" numeric DEFAULT 100,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "setting_statistics_locales" (
  	"unit" varchar,
  	"label" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "setting_files_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"file_id" integer NOT NULL
  );
  
  CREATE TABLE "setting_files_items_locales" (
  	"title" varchar,
  	"subtitle" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "setting_files" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" "enum_setting_files_key" NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "setting_files_locales" (
  	"title" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "calc_investment_sizes" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"min" numeric,
  	"max" numeric,
  	"order" numeric DEFAULT 100,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "calc_investment_sizes_locales" (
  	"name" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "calc_okved" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"code" varchar NOT NULL,
  	"order" numeric DEFAULT 100,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "calc_okved_locales" (
  	"name" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "calc_subject_msp" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"is_msp" boolean DEFAULT false,
  	"order" numeric DEFAULT 100,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "calc_subject_msp_locales" (
  	"name" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "calc_support_types" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" numeric DEFAULT 100,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "calc_support_types_locales" (
  	"name" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "calc_support_measures" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"link" varchar,
  	"order" numeric DEFAULT 100,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "calc_support_measures_locales" (
  	"name" varchar NOT NULL,
  	"description" varchar,
  	"benefit" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "calc_support_measures_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"calc_investment_sizes_id" integer,
  	"calc_okved_id" integer,
  	"calc_subject_msp_id" integer,
  	"calc_support_types_id" integer
  );
  
  CREATE TABLE "media" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"url" varchar,
  	"thumbnail_u_r_l" varchar,
  	"filename" varchar,
  	"mime_type" varchar,
  	"filesize" numeric,
  	"width" numeric,
  	"height" numeric,
  	"focal_x" numeric,
  	"focal_y" numeric,
  	"sizes_thumbnail_url" varchar,
  	"sizes_thumbnail_width" numeric,
  	"sizes_thumbnail_height" numeric,
  	"sizes_thumbnail_mime_type" varchar,
  	"sizes_thumbnail_filesize" numeric,
  	"sizes_thumbnail_filename" varchar,
  	"sizes_card_url" varchar,
  	"sizes_card_width" numeric,
  	"sizes_card_height" numeric,
  	"sizes_card_mime_type" varchar,
  	"sizes_card_filesize" numeric,
  	"sizes_card_filename" varchar,
  	"sizes_hero_url" varchar,
  	"sizes_hero_width" numeric,
  	"sizes_hero_height" numeric,
  	"sizes_hero_mime_type" varchar,
  	"sizes_hero_filesize" numeric,
  	"sizes_hero_filename" varchar
  );
  
  CREATE TABLE "media_locales" (
  	"alt" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "documents" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"url" varchar,
  	"thumbnail_u_r_l" varchar,
  	"filename" varchar,
  	"mime_type" varchar,
  	"filesize" numeric,
  	"width" numeric,
  	"height" numeric,
  	"focal_x" numeric,
  	"focal_y" numeric
  );
  
  CREATE TABLE "documents_locales" (
  	"title" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "staff_roles" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_staff_roles",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "staff_sessions" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"created_at" timestamp(3) with time zone,
  	"expires_at" timestamp(3) with time zone NOT NULL
  );
  
  CREATE TABLE "staff" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"email" varchar NOT NULL,
  	"reset_password_token" varchar,
  	"reset_password_expiration" timestamp(3) with time zone,
  	"salt" varchar,
  	"hash" varchar,
  	"reset_password_requested_at" timestamp(3) with time zone,
  	"login_attempts" numeric DEFAULT 0,
  	"lock_until" timestamp(3) with time zone
  );
  
  CREATE TABLE "investors_sessions" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"created_at" timestamp(3) with time zone,
  	"expires_at" timestamp(3) with time zone NOT NULL
  );
  
  CREATE TABLE "investors" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"surname" varchar NOT NULL,
  	"name" varchar NOT NULL,
  	"fathers_name" varchar,
  	"phone" varchar NOT NULL,
  	"company" varchar,
  	"avatar_id" integer,
  	"email_verified" boolean DEFAULT false,
  	"locale" "enum_investors_locale" DEFAULT 'ru',
  	"consent_at" timestamp(3) with time zone,
  	"verification_token_hash" varchar,
  	"verification_token_expires" timestamp(3) with time zone,
  	"verification_sent_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"email" varchar NOT NULL,
  	"reset_password_token" varchar,
  	"reset_password_expiration" timestamp(3) with time zone,
  	"salt" varchar,
  	"hash" varchar,
  	"reset_password_requested_at" timestamp(3) with time zone,
  	"login_attempts" numeric DEFAULT 0,
  	"lock_until" timestamp(3) with time zone
  );
  
  CREATE TABLE "avatars" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"owner_id" integer NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"url" varchar,
  	"thumbnail_u_r_l" varchar,
  	"filename" varchar,
  	"mime_type" varchar,
  	"filesize" numeric,
  	"width" numeric,
  	"height" numeric
  );
  
  CREATE TABLE "study_materials" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"kind" "enum_study_materials_kind" DEFAULT 'guide' NOT NULL,
  	"url" varchar,
  	"duration" varchar,
  	"order" numeric DEFAULT 100,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "study_materials_locales" (
  	"title" varchar NOT NULL,
  	"summary" varchar,
  	"body" varchar,
  	"link_label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "payload_kv" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar NOT NULL,
  	"data" jsonb NOT NULL
  );
  
  CREATE TABLE "payload_locked_documents" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"global_slug" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payload_locked_documents_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"news_id" integer,
  	"events_id" integer,
  	"event_types_id" integer,
  	"event_cities_id" integer,
  	"success_stories_id" integer,
  	"video_gallery_id" integer,
  	"cip_id" integer,
  	"invest_projects_id" integer,
  	"invest_project_types_id" integer,
  	"perspective_projects_id" integer,
  	"arctic_residents_id" integer,
  	"production_sites_id" integer,
  	"support_measures_id" integer,
  	"development_institutions_id" integer,
  	"invest_rules_id" integer,
  	"faq_id" integer,
  	"index_switch_id" integer,
  	"settings_id" integer,
  	"setting_statistics_id" integer,
  	"setting_files_id" integer,
  	"calc_investment_sizes_id" integer,
  	"calc_okved_id" integer,
  	"calc_subject_msp_id" integer,
  	"calc_support_types_id" integer,
  	"calc_support_measures_id" integer,
  	"media_id" integer,
  	"documents_id" integer,
  	"staff_id" integer,
  	"investors_id" integer,
  	"avatars_id" integer,
  	"study_materials_id" integer
  );
  
  CREATE TABLE "payload_preferences" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar,
  	"value" jsonb,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payload_preferences_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"staff_id" integer,
  	"investors_id" integer
  );
  
  CREATE TABLE "payload_migrations" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"batch" numeric,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "about_region_facts" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"value" varchar NOT NULL
  );
  
  CREATE TABLE "about_region_facts_locales" (
  	"unit" varchar,
  	"label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "about_region_sections" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "about_region_sections_locales" (
  	"title" varchar,
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "about_region" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "about_region_locales" (
  	"title" varchar NOT NULL,
  	"lead" varchar,
  	"content" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "arctic_benefits" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "arctic_benefits_locales" (
  	"title" varchar,
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "arctic_requirements" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "arctic_requirements_locales" (
  	"title" varchar,
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "arctic" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "arctic_locales" (
  	"title" varchar NOT NULL,
  	"lead" varchar,
  	"content" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "project_implementation_algorithm_steps" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "project_implementation_algorithm_steps_locales" (
  	"title" varchar,
  	"text" varchar,
  	"duration" varchar,
  	"responsible" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "project_implementation_algorithm" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "project_implementation_algorithm_locales" (
  	"title" varchar NOT NULL,
  	"lead" varchar,
  	"content" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "korporaciya_razvitiya_eniseyskoy_sibiri_services" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "korporaciya_razvitiya_eniseyskoy_sibiri_services_locales" (
  	"title" varchar,
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "korporaciya_razvitiya_eniseyskoy_sibiri" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"contacts_phone" varchar,
  	"contacts_email" varchar,
  	"contacts_website" varchar,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "korporaciya_razvitiya_eniseyskoy_sibiri_locales" (
  	"title" varchar NOT NULL,
  	"lead" varchar,
  	"content" jsonb,
  	"contacts_address" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "techno_valley_facts" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"value" varchar NOT NULL
  );
  
  CREATE TABLE "techno_valley_facts_locales" (
  	"unit" varchar,
  	"label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "techno_valley_privileges" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "techno_valley_privileges_locales" (
  	"title" varchar,
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "techno_valley" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "techno_valley_locales" (
  	"title" varchar NOT NULL,
  	"lead" varchar,
  	"content" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "seed_state" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version" numeric,
  	"seeded_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  ALTER TABLE "news" ADD CONSTRAINT "news_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "news_locales" ADD CONSTRAINT "news_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."news"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_news_v" ADD CONSTRAINT "_news_v_parent_id_news_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."news"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_news_v" ADD CONSTRAINT "_news_v_version_image_id_media_id_fk" FOREIGN KEY ("version_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_news_v_locales" ADD CONSTRAINT "_news_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_news_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "events" ADD CONSTRAINT "events_type_id_event_types_id_fk" FOREIGN KEY ("type_id") REFERENCES "public"."event_types"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "events" ADD CONSTRAINT "events_city_id_event_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."event_cities"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "events" ADD CONSTRAINT "events_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "events_locales" ADD CONSTRAINT "events_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_events_v" ADD CONSTRAINT "_events_v_parent_id_events_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."events"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_events_v" ADD CONSTRAINT "_events_v_version_type_id_event_types_id_fk" FOREIGN KEY ("version_type_id") REFERENCES "public"."event_types"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_events_v" ADD CONSTRAINT "_events_v_version_city_id_event_cities_id_fk" FOREIGN KEY ("version_city_id") REFERENCES "public"."event_cities"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_events_v" ADD CONSTRAINT "_events_v_version_image_id_media_id_fk" FOREIGN KEY ("version_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_events_v_locales" ADD CONSTRAINT "_events_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_events_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "event_types_locales" ADD CONSTRAINT "event_types_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."event_types"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "event_cities_locales" ADD CONSTRAINT "event_cities_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."event_cities"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "success_stories" ADD CONSTRAINT "success_stories_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "success_stories_locales" ADD CONSTRAINT "success_stories_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."success_stories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_success_stories_v" ADD CONSTRAINT "_success_stories_v_parent_id_success_stories_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."success_stories"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_success_stories_v" ADD CONSTRAINT "_success_stories_v_version_image_id_media_id_fk" FOREIGN KEY ("version_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_success_stories_v_locales" ADD CONSTRAINT "_success_stories_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_success_stories_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "video_gallery" ADD CONSTRAINT "video_gallery_preview_id_media_id_fk" FOREIGN KEY ("preview_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "video_gallery_locales" ADD CONSTRAINT "video_gallery_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."video_gallery"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_video_gallery_v" ADD CONSTRAINT "_video_gallery_v_parent_id_video_gallery_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."video_gallery"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_video_gallery_v" ADD CONSTRAINT "_video_gallery_v_version_preview_id_media_id_fk" FOREIGN KEY ("version_preview_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_video_gallery_v_locales" ADD CONSTRAINT "_video_gallery_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_video_gallery_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cip" ADD CONSTRAINT "cip_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "cip_locales" ADD CONSTRAINT "cip_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."cip"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_cip_v" ADD CONSTRAINT "_cip_v_parent_id_cip_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."cip"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_cip_v" ADD CONSTRAINT "_cip_v_version_image_id_media_id_fk" FOREIGN KEY ("version_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_cip_v_locales" ADD CONSTRAINT "_cip_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_cip_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "invest_projects" ADD CONSTRAINT "invest_projects_type_id_invest_project_types_id_fk" FOREIGN KEY ("type_id") REFERENCES "public"."invest_project_types"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "invest_projects" ADD CONSTRAINT "invest_projects_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "invest_projects_locales" ADD CONSTRAINT "invest_projects_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."invest_projects"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_invest_projects_v" ADD CONSTRAINT "_invest_projects_v_parent_id_invest_projects_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."invest_projects"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_invest_projects_v" ADD CONSTRAINT "_invest_projects_v_version_type_id_invest_project_types_id_fk" FOREIGN KEY ("version_type_id") REFERENCES "public"."invest_project_types"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_invest_projects_v" ADD CONSTRAINT "_invest_projects_v_version_image_id_media_id_fk" FOREIGN KEY ("version_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_invest_projects_v_locales" ADD CONSTRAINT "_invest_projects_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_invest_projects_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "invest_project_types_locales" ADD CONSTRAINT "invest_project_types_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."invest_project_types"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "perspective_projects" ADD CONSTRAINT "perspective_projects_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "perspective_projects_locales" ADD CONSTRAINT "perspective_projects_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."perspective_projects"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_perspective_projects_v" ADD CONSTRAINT "_perspective_projects_v_parent_id_perspective_projects_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."perspective_projects"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_perspective_projects_v" ADD CONSTRAINT "_perspective_projects_v_version_image_id_media_id_fk" FOREIGN KEY ("version_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_perspective_projects_v_locales" ADD CONSTRAINT "_perspective_projects_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_perspective_projects_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "arctic_residents" ADD CONSTRAINT "arctic_residents_logo_id_media_id_fk" FOREIGN KEY ("logo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "arctic_residents_locales" ADD CONSTRAINT "arctic_residents_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."arctic_residents"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_arctic_residents_v" ADD CONSTRAINT "_arctic_residents_v_parent_id_arctic_residents_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."arctic_residents"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_arctic_residents_v" ADD CONSTRAINT "_arctic_residents_v_version_logo_id_media_id_fk" FOREIGN KEY ("version_logo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_arctic_residents_v_locales" ADD CONSTRAINT "_arctic_residents_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_arctic_residents_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "production_sites" ADD CONSTRAINT "production_sites_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "production_sites_locales" ADD CONSTRAINT "production_sites_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."production_sites"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_production_sites_v" ADD CONSTRAINT "_production_sites_v_parent_id_production_sites_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."production_sites"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_production_sites_v" ADD CONSTRAINT "_production_sites_v_version_image_id_media_id_fk" FOREIGN KEY ("version_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_production_sites_v_locales" ADD CONSTRAINT "_production_sites_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_production_sites_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "support_measures_items" ADD CONSTRAINT "support_measures_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."support_measures"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "support_measures_items_locales" ADD CONSTRAINT "support_measures_items_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."support_measures_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "support_measures_locales" ADD CONSTRAINT "support_measures_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."support_measures"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_support_measures_v_version_items" ADD CONSTRAINT "_support_measures_v_version_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_support_measures_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_support_measures_v_version_items_locales" ADD CONSTRAINT "_support_measures_v_version_items_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_support_measures_v_version_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_support_measures_v" ADD CONSTRAINT "_support_measures_v_parent_id_support_measures_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."support_measures"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_support_measures_v_locales" ADD CONSTRAINT "_support_measures_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_support_measures_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "development_institutions" ADD CONSTRAINT "development_institutions_logo_id_media_id_fk" FOREIGN KEY ("logo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "development_institutions_locales" ADD CONSTRAINT "development_institutions_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."development_institutions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "invest_rules" ADD CONSTRAINT "invest_rules_file_id_documents_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."documents"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "invest_rules_locales" ADD CONSTRAINT "invest_rules_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."invest_rules"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "faq_locales" ADD CONSTRAINT "faq_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."faq"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "index_switch" ADD CONSTRAINT "index_switch_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "index_switch_locales" ADD CONSTRAINT "index_switch_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."index_switch"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "settings" ADD CONSTRAINT "settings_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "settings_locales" ADD CONSTRAINT "settings_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."settings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "setting_statistics_locales" ADD CONSTRAINT "setting_statistics_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."setting_statistics"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "setting_files_items" ADD CONSTRAINT "setting_files_items_file_id_documents_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."documents"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "setting_files_items" ADD CONSTRAINT "setting_files_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."setting_files"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "setting_files_items_locales" ADD CONSTRAINT "setting_files_items_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."setting_files_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "setting_files_locales" ADD CONSTRAINT "setting_files_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."setting_files"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "calc_investment_sizes_locales" ADD CONSTRAINT "calc_investment_sizes_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."calc_investment_sizes"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "calc_okved_locales" ADD CONSTRAINT "calc_okved_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."calc_okved"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "calc_subject_msp_locales" ADD CONSTRAINT "calc_subject_msp_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."calc_subject_msp"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "calc_support_types_locales" ADD CONSTRAINT "calc_support_types_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."calc_support_types"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "calc_support_measures_locales" ADD CONSTRAINT "calc_support_measures_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."calc_support_measures"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "calc_support_measures_rels" ADD CONSTRAINT "calc_support_measures_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."calc_support_measures"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "calc_support_measures_rels" ADD CONSTRAINT "calc_support_measures_rels_calc_investment_sizes_fk" FOREIGN KEY ("calc_investment_sizes_id") REFERENCES "public"."calc_investment_sizes"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "calc_support_measures_rels" ADD CONSTRAINT "calc_support_measures_rels_calc_okved_fk" FOREIGN KEY ("calc_okved_id") REFERENCES "public"."calc_okved"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "calc_support_measures_rels" ADD CONSTRAINT "calc_support_measures_rels_calc_subject_msp_fk" FOREIGN KEY ("calc_subject_msp_id") REFERENCES "public"."calc_subject_msp"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "calc_support_measures_rels" ADD CONSTRAINT "calc_support_measures_rels_calc_support_types_fk" FOREIGN KEY ("calc_support_types_id") REFERENCES "public"."calc_support_types"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "media_locales" ADD CONSTRAINT "media_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "documents_locales" ADD CONSTRAINT "documents_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."documents"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "staff_roles" ADD CONSTRAINT "staff_roles_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."staff"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "staff_sessions" ADD CONSTRAINT "staff_sessions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."staff"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "investors_sessions" ADD CONSTRAINT "investors_sessions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."investors"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "investors" ADD CONSTRAINT "investors_avatar_id_avatars_id_fk" FOREIGN KEY ("avatar_id") REFERENCES "public"."avatars"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "avatars" ADD CONSTRAINT "avatars_owner_id_investors_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."investors"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "study_materials_locales" ADD CONSTRAINT "study_materials_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."study_materials"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."payload_locked_documents"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_news_fk" FOREIGN KEY ("news_id") REFERENCES "public"."news"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_events_fk" FOREIGN KEY ("events_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_event_types_fk" FOREIGN KEY ("event_types_id") REFERENCES "public"."event_types"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_event_cities_fk" FOREIGN KEY ("event_cities_id") REFERENCES "public"."event_cities"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_success_stories_fk" FOREIGN KEY ("success_stories_id") REFERENCES "public"."success_stories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_video_gallery_fk" FOREIGN KEY ("video_gallery_id") REFERENCES "public"."video_gallery"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_cip_fk" FOREIGN KEY ("cip_id") REFERENCES "public"."cip"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_invest_projects_fk" FOREIGN KEY ("invest_projects_id") REFERENCES "public"."invest_projects"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_invest_project_types_fk" FOREIGN KEY ("invest_project_types_id") REFERENCES "public"."invest_project_types"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_perspective_projects_fk" FOREIGN KEY ("perspective_projects_id") REFERENCES "public"."perspective_projects"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_arctic_residents_fk" FOREIGN KEY ("arctic_residents_id") REFERENCES "public"."arctic_residents"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_production_sites_fk" FOREIGN KEY ("production_sites_id") REFERENCES "public"."production_sites"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_support_measures_fk" FOREIGN KEY ("support_measures_id") REFERENCES "public"."support_measures"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_development_institutions_fk" FOREIGN KEY ("development_institutions_id") REFERENCES "public"."development_institutions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_invest_rules_fk" FOREIGN KEY ("invest_rules_id") REFERENCES "public"."invest_rules"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_faq_fk" FOREIGN KEY ("faq_id") REFERENCES "public"."faq"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_index_switch_fk" FOREIGN KEY ("index_switch_id") REFERENCES "public"."index_switch"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_settings_fk" FOREIGN KEY ("settings_id") REFERENCES "public"."settings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_setting_statistics_fk" FOREIGN KEY ("setting_statistics_id") REFERENCES "public"."setting_statistics"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_setting_files_fk" FOREIGN KEY ("setting_files_id") REFERENCES "public"."setting_files"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_calc_investment_sizes_fk" FOREIGN KEY ("calc_investment_sizes_id") REFERENCES "public"."calc_investment_sizes"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_calc_okved_fk" FOREIGN KEY ("calc_okved_id") REFERENCES "public"."calc_okved"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_calc_subject_msp_fk" FOREIGN KEY ("calc_subject_msp_id") REFERENCES "public"."calc_subject_msp"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_calc_support_types_fk" FOREIGN KEY ("calc_support_types_id") REFERENCES "public"."calc_support_types"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_calc_support_measures_fk" FOREIGN KEY ("calc_support_measures_id") REFERENCES "public"."calc_support_measures"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_media_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_documents_fk" FOREIGN KEY ("documents_id") REFERENCES "public"."documents"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_staff_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_investors_fk" FOREIGN KEY ("investors_id") REFERENCES "public"."investors"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_avatars_fk" FOREIGN KEY ("avatars_id") REFERENCES "public"."avatars"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_study_materials_fk" FOREIGN KEY ("study_materials_id") REFERENCES "public"."study_materials"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_preferences_rels" ADD CONSTRAINT "payload_preferences_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."payload_preferences"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_preferences_rels" ADD CONSTRAINT "payload_preferences_rels_staff_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_preferences_rels" ADD CONSTRAINT "payload_preferences_rels_investors_fk" FOREIGN KEY ("investors_id") REFERENCES "public"."investors"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "about_region_facts" ADD CONSTRAINT "about_region_facts_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."about_region"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "about_region_facts_locales" ADD CONSTRAINT "about_region_facts_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."about_region_facts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "about_region_sections" ADD CONSTRAINT "about_region_sections_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."about_region"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "about_region_sections_locales" ADD CONSTRAINT "about_region_sections_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."about_region_sections"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "about_region" ADD CONSTRAINT "about_region_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "about_region_locales" ADD CONSTRAINT "about_region_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."about_region"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "arctic_benefits" ADD CONSTRAINT "arctic_benefits_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."arctic"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "arctic_benefits_locales" ADD CONSTRAINT "arctic_benefits_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."arctic_benefits"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "arctic_requirements" ADD CONSTRAINT "arctic_requirements_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."arctic"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "arctic_requirements_locales" ADD CONSTRAINT "arctic_requirements_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."arctic_requirements"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "arctic" ADD CONSTRAINT "arctic_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "arctic_locales" ADD CONSTRAINT "arctic_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."arctic"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "project_implementation_algorithm_steps" ADD CONSTRAINT "project_implementation_algorithm_steps_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."project_implementation_algorithm"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "project_implementation_algorithm_steps_locales" ADD CONSTRAINT "project_implementation_algorithm_steps_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."project_implementation_algorithm_steps"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "project_implementation_algorithm" ADD CONSTRAINT "project_implementation_algorithm_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "project_implementation_algorithm_locales" ADD CONSTRAINT "project_implementation_algorithm_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."project_implementation_algorithm"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "korporaciya_razvitiya_eniseyskoy_sibiri_services" ADD CONSTRAINT "korporaciya_razvitiya_eniseyskoy_sibiri_services_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."korporaciya_razvitiya_eniseyskoy_sibiri"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "korporaciya_razvitiya_eniseyskoy_sibiri_services_locales" ADD CONSTRAINT "korporaciya_razvitiya_eniseyskoy_sibiri_services_locales__fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."korporaciya_razvitiya_eniseyskoy_sibiri_services"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "korporaciya_razvitiya_eniseyskoy_sibiri" ADD CONSTRAINT "korporaciya_razvitiya_eniseyskoy_sibiri_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "korporaciya_razvitiya_eniseyskoy_sibiri_locales" ADD CONSTRAINT "korporaciya_razvitiya_eniseyskoy_sibiri_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."korporaciya_razvitiya_eniseyskoy_sibiri"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "techno_valley_facts" ADD CONSTRAINT "techno_valley_facts_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."techno_valley"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "techno_valley_facts_locales" ADD CONSTRAINT "techno_valley_facts_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."techno_valley_facts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "techno_valley_privileges" ADD CONSTRAINT "techno_valley_privileges_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."techno_valley"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "techno_valley_privileges_locales" ADD CONSTRAINT "techno_valley_privileges_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."techno_valley_privileges"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "techno_valley" ADD CONSTRAINT "techno_valley_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "techno_valley_locales" ADD CONSTRAINT "techno_valley_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."techno_valley"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "news_published_at_idx" ON "news" USING btree ("published_at");
  CREATE INDEX "news_image_idx" ON "news" USING btree ("image_id");
  CREATE UNIQUE INDEX "news_slug_idx" ON "news" USING btree ("slug");
  CREATE INDEX "news_updated_at_idx" ON "news" USING btree ("updated_at");
  CREATE INDEX "news_created_at_idx" ON "news" USING btree ("created_at");
  CREATE INDEX "news__status_idx" ON "news" USING btree ("_status");
  CREATE UNIQUE INDEX "news_locales_locale_parent_id_unique" ON "news_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_news_v_parent_idx" ON "_news_v" USING btree ("parent_id");
  CREATE INDEX "_news_v_version_version_published_at_idx" ON "_news_v" USING btree ("version_published_at");
  CREATE INDEX "_news_v_version_version_image_idx" ON "_news_v" USING btree ("version_image_id");
  CREATE INDEX "_news_v_version_version_slug_idx" ON "_news_v" USING btree ("version_slug");
  CREATE INDEX "_news_v_version_version_updated_at_idx" ON "_news_v" USING btree ("version_updated_at");
  CREATE INDEX "_news_v_version_version_created_at_idx" ON "_news_v" USING btree ("version_created_at");
  CREATE INDEX "_news_v_version_version__status_idx" ON "_news_v" USING btree ("version__status");
  CREATE INDEX "_news_v_created_at_idx" ON "_news_v" USING btree ("created_at");
  CREATE INDEX "_news_v_updated_at_idx" ON "_news_v" USING btree ("updated_at");
  CREATE INDEX "_news_v_snapshot_idx" ON "_news_v" USING btree ("snapshot");
  CREATE INDEX "_news_v_published_locale_idx" ON "_news_v" USING btree ("published_locale");
  CREATE INDEX "_news_v_latest_idx" ON "_news_v" USING btree ("latest");
  CREATE UNIQUE INDEX "_news_v_locales_locale_parent_id_unique" ON "_news_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "events_date_idx" ON "events" USING btree ("date");
  CREATE INDEX "events_type_idx" ON "events" USING btree ("type_id");
  CREATE INDEX "events_city_idx" ON "events" USING btree ("city_id");
  CREATE INDEX "events_image_idx" ON "events" USING btree ("image_id");
  CREATE UNIQUE INDEX "events_slug_idx" ON "events" USING btree ("slug");
  CREATE INDEX "events_updated_at_idx" ON "events" USING btree ("updated_at");
  CREATE INDEX "events_created_at_idx" ON "events" USING btree ("created_at");
  CREATE INDEX "events__status_idx" ON "events" USING btree ("_status");
  CREATE UNIQUE INDEX "events_locales_locale_parent_id_unique" ON "events_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_events_v_parent_idx" ON "_events_v" USING btree ("parent_id");
  CREATE INDEX "_events_v_version_version_date_idx" ON "_events_v" USING btree ("version_date");
  CREATE INDEX "_events_v_version_version_type_idx" ON "_events_v" USING btree ("version_type_id");
  CREATE INDEX "_events_v_version_version_city_idx" ON "_events_v" USING btree ("version_city_id");
  CREATE INDEX "_events_v_version_version_image_idx" ON "_events_v" USING btree ("version_image_id");
  CREATE INDEX "_events_v_version_version_slug_idx" ON "_events_v" USING btree ("version_slug");
  CREATE INDEX "_events_v_version_version_updated_at_idx" ON "_events_v" USING btree ("version_updated_at");
  CREATE INDEX "_events_v_version_version_created_at_idx" ON "_events_v" USING btree ("version_created_at");
  CREATE INDEX "_events_v_version_version__status_idx" ON "_events_v" USING btree ("version__status");
  CREATE INDEX "_events_v_created_at_idx" ON "_events_v" USING btree ("created_at");
  CREATE INDEX "_events_v_updated_at_idx" ON "_events_v" USING btree ("updated_at");
  CREATE INDEX "_events_v_snapshot_idx" ON "_events_v" USING btree ("snapshot");
  CREATE INDEX "_events_v_published_locale_idx" ON "_events_v" USING btree ("published_locale");
  CREATE INDEX "_events_v_latest_idx" ON "_events_v" USING btree ("latest");
  CREATE UNIQUE INDEX "_events_v_locales_locale_parent_id_unique" ON "_events_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "event_types_order_idx" ON "event_types" USING btree ("order");
  CREATE UNIQUE INDEX "event_types_slug_idx" ON "event_types" USING btree ("slug");
  CREATE INDEX "event_types_updated_at_idx" ON "event_types" USING btree ("updated_at");
  CREATE INDEX "event_types_created_at_idx" ON "event_types" USING btree ("created_at");
  CREATE UNIQUE INDEX "event_types_locales_locale_parent_id_unique" ON "event_types_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "event_cities_order_idx" ON "event_cities" USING btree ("order");
  CREATE UNIQUE INDEX "event_cities_slug_idx" ON "event_cities" USING btree ("slug");
  CREATE INDEX "event_cities_updated_at_idx" ON "event_cities" USING btree ("updated_at");
  CREATE INDEX "event_cities_created_at_idx" ON "event_cities" USING btree ("created_at");
  CREATE UNIQUE INDEX "event_cities_locales_locale_parent_id_unique" ON "event_cities_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "success_stories_published_at_idx" ON "success_stories" USING btree ("published_at");
  CREATE INDEX "success_stories_image_idx" ON "success_stories" USING btree ("image_id");
  CREATE UNIQUE INDEX "success_stories_slug_idx" ON "success_stories" USING btree ("slug");
  CREATE INDEX "success_stories_updated_at_idx" ON "success_stories" USING btree ("updated_at");
  CREATE INDEX "success_stories_created_at_idx" ON "success_stories" USING btree ("created_at");
  CREATE INDEX "success_stories__status_idx" ON "success_stories" USING btree ("_status");
  CREATE UNIQUE INDEX "success_stories_locales_locale_parent_id_unique" ON "success_stories_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_success_stories_v_parent_idx" ON "_success_stories_v" USING btree ("parent_id");
  CREATE INDEX "_success_stories_v_version_version_published_at_idx" ON "_success_stories_v" USING btree ("version_published_at");
  CREATE INDEX "_success_stories_v_version_version_image_idx" ON "_success_stories_v" USING btree ("version_image_id");
  CREATE INDEX "_success_stories_v_version_version_slug_idx" ON "_success_stories_v" USING btree ("version_slug");
  CREATE INDEX "_success_stories_v_version_version_updated_at_idx" ON "_success_stories_v" USING btree ("version_updated_at");
  CREATE INDEX "_success_stories_v_version_version_created_at_idx" ON "_success_stories_v" USING btree ("version_created_at");
  CREATE INDEX "_success_stories_v_version_version__status_idx" ON "_success_stories_v" USING btree ("version__status");
  CREATE INDEX "_success_stories_v_created_at_idx" ON "_success_stories_v" USING btree ("created_at");
  CREATE INDEX "_success_stories_v_updated_at_idx" ON "_success_stories_v" USING btree ("updated_at");
  CREATE INDEX "_success_stories_v_snapshot_idx" ON "_success_stories_v" USING btree ("snapshot");
  CREATE INDEX "_success_stories_v_published_locale_idx" ON "_success_stories_v" USING btree ("published_locale");
  CREATE INDEX "_success_stories_v_latest_idx" ON "_success_stories_v" USING btree ("latest");
  CREATE UNIQUE INDEX "_success_stories_v_locales_locale_parent_id_unique" ON "_success_stories_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "video_gallery_published_at_idx" ON "video_gallery" USING btree ("published_at");
  CREATE INDEX "video_gallery_preview_idx" ON "video_gallery" USING btree ("preview_id");
  CREATE UNIQUE INDEX "video_gallery_slug_idx" ON "video_gallery" USING btree ("slug");
  CREATE INDEX "video_gallery_updated_at_idx" ON "video_gallery" USING btree ("updated_at");
  CREATE INDEX "video_gallery_created_at_idx" ON "video_gallery" USING btree ("created_at");
  CREATE INDEX "video_gallery__status_idx" ON "video_gallery" USING btree ("_status");
  CREATE UNIQUE INDEX "video_gallery_locales_locale_parent_id_unique" ON "video_gallery_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_video_gallery_v_parent_idx" ON "_video_gallery_v" USING btree ("parent_id");
  CREATE INDEX "_video_gallery_v_version_version_published_at_idx" ON "_video_gallery_v" USING btree ("version_published_at");
  CREATE INDEX "_video_gallery_v_version_version_preview_idx" ON "_video_gallery_v" USING btree ("version_preview_id");
  CREATE INDEX "_video_gallery_v_version_version_slug_idx" ON "_video_gallery_v" USING btree ("version_slug");
  CREATE INDEX "_video_gallery_v_version_version_updated_at_idx" ON "_video_gallery_v" USING btree ("version_updated_at");
  CREATE INDEX "_video_gallery_v_version_version_created_at_idx" ON "_video_gallery_v" USING btree ("version_created_at");
  CREATE INDEX "_video_gallery_v_version_version__status_idx" ON "_video_gallery_v" USING btree ("version__status");
  CREATE INDEX "_video_gallery_v_created_at_idx" ON "_video_gallery_v" USING btree ("created_at");
  CREATE INDEX "_video_gallery_v_updated_at_idx" ON "_video_gallery_v" USING btree ("updated_at");
  CREATE INDEX "_video_gallery_v_snapshot_idx" ON "_video_gallery_v" USING btree ("snapshot");
  CREATE INDEX "_video_gallery_v_published_locale_idx" ON "_video_gallery_v" USING btree ("published_locale");
  CREATE INDEX "_video_gallery_v_latest_idx" ON "_video_gallery_v" USING btree ("latest");
  CREATE UNIQUE INDEX "_video_gallery_v_locales_locale_parent_id_unique" ON "_video_gallery_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "cip_image_idx" ON "cip" USING btree ("image_id");
  CREATE INDEX "cip_order_idx" ON "cip" USING btree ("order");
  CREATE UNIQUE INDEX "cip_slug_idx" ON "cip" USING btree ("slug");
  CREATE INDEX "cip_updated_at_idx" ON "cip" USING btree ("updated_at");
  CREATE INDEX "cip_created_at_idx" ON "cip" USING btree ("created_at");
  CREATE INDEX "cip__status_idx" ON "cip" USING btree ("_status");
  CREATE UNIQUE INDEX "cip_locales_locale_parent_id_unique" ON "cip_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_cip_v_parent_idx" ON "_cip_v" USING btree ("parent_id");
  CREATE INDEX "_cip_v_version_version_image_idx" ON "_cip_v" USING btree ("version_image_id");
  CREATE INDEX "_cip_v_version_version_order_idx" ON "_cip_v" USING btree ("version_order");
  CREATE INDEX "_cip_v_version_version_slug_idx" ON "_cip_v" USING btree ("version_slug");
  CREATE INDEX "_cip_v_version_version_updated_at_idx" ON "_cip_v" USING btree ("version_updated_at");
  CREATE INDEX "_cip_v_version_version_created_at_idx" ON "_cip_v" USING btree ("version_created_at");
  CREATE INDEX "_cip_v_version_version__status_idx" ON "_cip_v" USING btree ("version__status");
  CREATE INDEX "_cip_v_created_at_idx" ON "_cip_v" USING btree ("created_at");
  CREATE INDEX "_cip_v_updated_at_idx" ON "_cip_v" USING btree ("updated_at");
  CREATE INDEX "_cip_v_snapshot_idx" ON "_cip_v" USING btree ("snapshot");
  CREATE INDEX "_cip_v_published_locale_idx" ON "_cip_v" USING btree ("published_locale");
  CREATE INDEX "_cip_v_latest_idx" ON "_cip_v" USING btree ("latest");
  CREATE UNIQUE INDEX "_cip_v_locales_locale_parent_id_unique" ON "_cip_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "invest_projects_type_idx" ON "invest_projects" USING btree ("type_id");
  CREATE INDEX "invest_projects_image_idx" ON "invest_projects" USING btree ("image_id");
  CREATE INDEX "invest_projects_order_idx" ON "invest_projects" USING btree ("order");
  CREATE UNIQUE INDEX "invest_projects_slug_idx" ON "invest_projects" USING btree ("slug");
  CREATE INDEX "invest_projects_updated_at_idx" ON "invest_projects" USING btree ("updated_at");
  CREATE INDEX "invest_projects_created_at_idx" ON "invest_projects" USING btree ("created_at");
  CREATE INDEX "invest_projects__status_idx" ON "invest_projects" USING btree ("_status");
  CREATE UNIQUE INDEX "invest_projects_locales_locale_parent_id_unique" ON "invest_projects_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_invest_projects_v_parent_idx" ON "_invest_projects_v" USING btree ("parent_id");
  CREATE INDEX "_invest_projects_v_version_version_type_idx" ON "_invest_projects_v" USING btree ("version_type_id");
  CREATE INDEX "_invest_projects_v_version_version_image_idx" ON "_invest_projects_v" USING btree ("version_image_id");
  CREATE INDEX "_invest_projects_v_version_version_order_idx" ON "_invest_projects_v" USING btree ("version_order");
  CREATE INDEX "_invest_projects_v_version_version_slug_idx" ON "_invest_projects_v" USING btree ("version_slug");
  CREATE INDEX "_invest_projects_v_version_version_updated_at_idx" ON "_invest_projects_v" USING btree ("version_updated_at");
  CREATE INDEX "_invest_projects_v_version_version_created_at_idx" ON "_invest_projects_v" USING btree ("version_created_at");
  CREATE INDEX "_invest_projects_v_version_version__status_idx" ON "_invest_projects_v" USING btree ("version__status");
  CREATE INDEX "_invest_projects_v_created_at_idx" ON "_invest_projects_v" USING btree ("created_at");
  CREATE INDEX "_invest_projects_v_updated_at_idx" ON "_invest_projects_v" USING btree ("updated_at");
  CREATE INDEX "_invest_projects_v_snapshot_idx" ON "_invest_projects_v" USING btree ("snapshot");
  CREATE INDEX "_invest_projects_v_published_locale_idx" ON "_invest_projects_v" USING btree ("published_locale");
  CREATE INDEX "_invest_projects_v_latest_idx" ON "_invest_projects_v" USING btree ("latest");
  CREATE UNIQUE INDEX "_invest_projects_v_locales_locale_parent_id_unique" ON "_invest_projects_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "invest_project_types_order_idx" ON "invest_project_types" USING btree ("order");
  CREATE UNIQUE INDEX "invest_project_types_slug_idx" ON "invest_project_types" USING btree ("slug");
  CREATE INDEX "invest_project_types_updated_at_idx" ON "invest_project_types" USING btree ("updated_at");
  CREATE INDEX "invest_project_types_created_at_idx" ON "invest_project_types" USING btree ("created_at");
  CREATE UNIQUE INDEX "invest_project_types_locales_locale_parent_id_unique" ON "invest_project_types_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "perspective_projects_image_idx" ON "perspective_projects" USING btree ("image_id");
  CREATE INDEX "perspective_projects_order_idx" ON "perspective_projects" USING btree ("order");
  CREATE UNIQUE INDEX "perspective_projects_slug_idx" ON "perspective_projects" USING btree ("slug");
  CREATE INDEX "perspective_projects_updated_at_idx" ON "perspective_projects" USING btree ("updated_at");
  CREATE INDEX "perspective_projects_created_at_idx" ON "perspective_projects" USING btree ("created_at");
  CREATE INDEX "perspective_projects__status_idx" ON "perspective_projects" USING btree ("_status");
  CREATE UNIQUE INDEX "perspective_projects_locales_locale_parent_id_unique" ON "perspective_projects_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_perspective_projects_v_parent_idx" ON "_perspective_projects_v" USING btree ("parent_id");
  CREATE INDEX "_perspective_projects_v_version_version_image_idx" ON "_perspective_projects_v" USING btree ("version_image_id");
  CREATE INDEX "_perspective_projects_v_version_version_order_idx" ON "_perspective_projects_v" USING btree ("version_order");
  CREATE INDEX "_perspective_projects_v_version_version_slug_idx" ON "_perspective_projects_v" USING btree ("version_slug");
  CREATE INDEX "_perspective_projects_v_version_version_updated_at_idx" ON "_perspective_projects_v" USING btree ("version_updated_at");
  CREATE INDEX "_perspective_projects_v_version_version_created_at_idx" ON "_perspective_projects_v" USING btree ("version_created_at");
  CREATE INDEX "_perspective_projects_v_version_version__status_idx" ON "_perspective_projects_v" USING btree ("version__status");
  CREATE INDEX "_perspective_projects_v_created_at_idx" ON "_perspective_projects_v" USING btree ("created_at");
  CREATE INDEX "_perspective_projects_v_updated_at_idx" ON "_perspective_projects_v" USING btree ("updated_at");
  CREATE INDEX "_perspective_projects_v_snapshot_idx" ON "_perspective_projects_v" USING btree ("snapshot");
  CREATE INDEX "_perspective_projects_v_published_locale_idx" ON "_perspective_projects_v" USING btree ("published_locale");
  CREATE INDEX "_perspective_projects_v_latest_idx" ON "_perspective_projects_v" USING btree ("latest");
  CREATE UNIQUE INDEX "_perspective_projects_v_locales_locale_parent_id_unique" ON "_perspective_projects_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "arctic_residents_logo_idx" ON "arctic_residents" USING btree ("logo_id");
  CREATE INDEX "arctic_residents_order_idx" ON "arctic_residents" USING btree ("order");
  CREATE UNIQUE INDEX "arctic_residents_slug_idx" ON "arctic_residents" USING btree ("slug");
  CREATE INDEX "arctic_residents_updated_at_idx" ON "arctic_residents" USING btree ("updated_at");
  CREATE INDEX "arctic_residents_created_at_idx" ON "arctic_residents" USING btree ("created_at");
  CREATE INDEX "arctic_residents__status_idx" ON "arctic_residents" USING btree ("_status");
  CREATE UNIQUE INDEX "arctic_residents_locales_locale_parent_id_unique" ON "arctic_residents_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_arctic_residents_v_parent_idx" ON "_arctic_residents_v" USING btree ("parent_id");
  CREATE INDEX "_arctic_residents_v_version_version_logo_idx" ON "_arctic_residents_v" USING btree ("version_logo_id");
  CREATE INDEX "_arctic_residents_v_version_version_order_idx" ON "_arctic_residents_v" USING btree ("version_order");
  CREATE INDEX "_arctic_residents_v_version_version_slug_idx" ON "_arctic_residents_v" USING btree ("version_slug");
  CREATE INDEX "_arctic_residents_v_version_version_updated_at_idx" ON "_arctic_residents_v" USING btree ("version_updated_at");
  CREATE INDEX "_arctic_residents_v_version_version_created_at_idx" ON "_arctic_residents_v" USING btree ("version_created_at");
  CREATE INDEX "_arctic_residents_v_version_version__status_idx" ON "_arctic_residents_v" USING btree ("version__status");
  CREATE INDEX "_arctic_residents_v_created_at_idx" ON "_arctic_residents_v" USING btree ("created_at");
  CREATE INDEX "_arctic_residents_v_updated_at_idx" ON "_arctic_residents_v" USING btree ("updated_at");
  CREATE INDEX "_arctic_residents_v_snapshot_idx" ON "_arctic_residents_v" USING btree ("snapshot");
  CREATE INDEX "_arctic_residents_v_published_locale_idx" ON "_arctic_residents_v" USING btree ("published_locale");
  CREATE INDEX "_arctic_residents_v_latest_idx" ON "_arctic_residents_v" USING btree ("latest");
  CREATE UNIQUE INDEX "_arctic_residents_v_locales_locale_parent_id_unique" ON "_arctic_residents_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "production_sites_site_type_idx" ON "production_sites" USING btree ("site_type");
  CREATE INDEX "production_sites_image_idx" ON "production_sites" USING btree ("image_id");
  CREATE INDEX "production_sites_order_idx" ON "production_sites" USING btree ("order");
  CREATE UNIQUE INDEX "production_sites_slug_idx" ON "production_sites" USING btree ("slug");
  CREATE INDEX "production_sites_updated_at_idx" ON "production_sites" USING btree ("updated_at");
  CREATE INDEX "production_sites_created_at_idx" ON "production_sites" USING btree ("created_at");
  CREATE INDEX "production_sites__status_idx" ON "production_sites" USING btree ("_status");
  CREATE UNIQUE INDEX "production_sites_locales_locale_parent_id_unique" ON "production_sites_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_production_sites_v_parent_idx" ON "_production_sites_v" USING btree ("parent_id");
  CREATE INDEX "_production_sites_v_version_version_site_type_idx" ON "_production_sites_v" USING btree ("version_site_type");
  CREATE INDEX "_production_sites_v_version_version_image_idx" ON "_production_sites_v" USING btree ("version_image_id");
  CREATE INDEX "_production_sites_v_version_version_order_idx" ON "_production_sites_v" USING btree ("version_order");
  CREATE INDEX "_production_sites_v_version_version_slug_idx" ON "_production_sites_v" USING btree ("version_slug");
  CREATE INDEX "_production_sites_v_version_version_updated_at_idx" ON "_production_sites_v" USING btree ("version_updated_at");
  CREATE INDEX "_production_sites_v_version_version_created_at_idx" ON "_production_sites_v" USING btree ("version_created_at");
  CREATE INDEX "_production_sites_v_version_version__status_idx" ON "_production_sites_v" USING btree ("version__status");
  CREATE INDEX "_production_sites_v_created_at_idx" ON "_production_sites_v" USING btree ("created_at");
  CREATE INDEX "_production_sites_v_updated_at_idx" ON "_production_sites_v" USING btree ("updated_at");
  CREATE INDEX "_production_sites_v_snapshot_idx" ON "_production_sites_v" USING btree ("snapshot");
  CREATE INDEX "_production_sites_v_published_locale_idx" ON "_production_sites_v" USING btree ("published_locale");
  CREATE INDEX "_production_sites_v_latest_idx" ON "_production_sites_v" USING btree ("latest");
  CREATE UNIQUE INDEX "_production_sites_v_locales_locale_parent_id_unique" ON "_production_sites_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "support_measures_items_order_idx" ON "support_measures_items" USING btree ("_order");
  CREATE INDEX "support_measures_items_parent_id_idx" ON "support_measures_items" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "support_measures_items_locales_locale_parent_id_unique" ON "support_measures_items_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "support_measures_group_idx" ON "support_measures" USING btree ("group");
  CREATE INDEX "support_measures_order_idx" ON "support_measures" USING btree ("order");
  CREATE UNIQUE INDEX "support_measures_slug_idx" ON "support_measures" USING btree ("slug");
  CREATE INDEX "support_measures_updated_at_idx" ON "support_measures" USING btree ("updated_at");
  CREATE INDEX "support_measures_created_at_idx" ON "support_measures" USING btree ("created_at");
  CREATE INDEX "support_measures__status_idx" ON "support_measures" USING btree ("_status");
  CREATE UNIQUE INDEX "support_measures_locales_locale_parent_id_unique" ON "support_measures_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_support_measures_v_version_items_order_idx" ON "_support_measures_v_version_items" USING btree ("_order");
  CREATE INDEX "_support_measures_v_version_items_parent_id_idx" ON "_support_measures_v_version_items" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_support_measures_v_version_items_locales_locale_parent_id_u" ON "_support_measures_v_version_items_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_support_measures_v_parent_idx" ON "_support_measures_v" USING btree ("parent_id");
  CREATE INDEX "_support_measures_v_version_version_group_idx" ON "_support_measures_v" USING btree ("version_group");
  CREATE INDEX "_support_measures_v_version_version_order_idx" ON "_support_measures_v" USING btree ("version_order");
  CREATE INDEX "_support_measures_v_version_version_slug_idx" ON "_support_measures_v" USING btree ("version_slug");
  CREATE INDEX "_support_measures_v_version_version_updated_at_idx" ON "_support_measures_v" USING btree ("version_updated_at");
  CREATE INDEX "_support_measures_v_version_version_created_at_idx" ON "_support_measures_v" USING btree ("version_created_at");
  CREATE INDEX "_support_measures_v_version_version__status_idx" ON "_support_measures_v" USING btree ("version__status");
  CREATE INDEX "_support_measures_v_created_at_idx" ON "_support_measures_v" USING btree ("created_at");
  CREATE INDEX "_support_measures_v_updated_at_idx" ON "_support_measures_v" USING btree ("updated_at");
  CREATE INDEX "_support_measures_v_snapshot_idx" ON "_support_measures_v" USING btree ("snapshot");
  CREATE INDEX "_support_measures_v_published_locale_idx" ON "_support_measures_v" USING btree ("published_locale");
  CREATE INDEX "_support_measures_v_latest_idx" ON "_support_measures_v" USING btree ("latest");
  CREATE UNIQUE INDEX "_support_measures_v_locales_locale_parent_id_unique" ON "_support_measures_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "development_institutions_logo_idx" ON "development_institutions" USING btree ("logo_id");
  CREATE INDEX "development_institutions_order_idx" ON "development_institutions" USING btree ("order");
  CREATE UNIQUE INDEX "development_institutions_slug_idx" ON "development_institutions" USING btree ("slug");
  CREATE INDEX "development_institutions_updated_at_idx" ON "development_institutions" USING btree ("updated_at");
  CREATE INDEX "development_institutions_created_at_idx" ON "development_institutions" USING btree ("created_at");
  CREATE UNIQUE INDEX "development_institutions_locales_locale_parent_id_unique" ON "development_institutions_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "invest_rules_file_idx" ON "invest_rules" USING btree ("file_id");
  CREATE INDEX "invest_rules_order_idx" ON "invest_rules" USING btree ("order");
  CREATE INDEX "invest_rules_updated_at_idx" ON "invest_rules" USING btree ("updated_at");
  CREATE INDEX "invest_rules_created_at_idx" ON "invest_rules" USING btree ("created_at");
  CREATE UNIQUE INDEX "invest_rules_locales_locale_parent_id_unique" ON "invest_rules_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "faq_order_idx" ON "faq" USING btree ("order");
  CREATE INDEX "faq_updated_at_idx" ON "faq" USING btree ("updated_at");
  CREATE INDEX "faq_created_at_idx" ON "faq" USING btree ("created_at");
  CREATE UNIQUE INDEX "faq_locales_locale_parent_id_unique" ON "faq_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "index_switch_image_idx" ON "index_switch" USING btree ("image_id");
  CREATE INDEX "index_switch_order_idx" ON "index_switch" USING btree ("order");
  CREATE INDEX "index_switch_updated_at_idx" ON "index_switch" USING btree ("updated_at");
  CREATE INDEX "index_switch_created_at_idx" ON "index_switch" USING btree ("created_at");
  CREATE UNIQUE INDEX "index_switch_locales_locale_parent_id_unique" ON "index_switch_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "settings_key_idx" ON "settings" USING btree ("key");
  CREATE INDEX "settings_image_idx" ON "settings" USING btree ("image_id");
  CREATE INDEX "settings_updated_at_idx" ON "settings" USING btree ("updated_at");
  CREATE INDEX "settings_created_at_idx" ON "settings" USING btree ("created_at");
  CREATE UNIQUE INDEX "settings_locales_locale_parent_id_unique" ON "settings_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "setting_statistics_type_idx" ON "setting_statistics" USING btree ("type");
  CREATE INDEX "setting_statistics_order_idx" ON "setting_statistics" USING btree ("order");
  CREATE INDEX "setting_statistics_updated_at_idx" ON "setting_statistics" USING btree ("updated_at");
  CREATE INDEX "setting_statistics_created_at_idx" ON "setting_statistics" USING btree ("created_at");
  CREATE UNIQUE INDEX "setting_statistics_locales_locale_parent_id_unique" ON "setting_statistics_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "setting_files_items_order_idx" ON "setting_files_items" USING btree ("_order");
  CREATE INDEX "setting_files_items_parent_id_idx" ON "setting_files_items" USING btree ("_parent_id");
  CREATE INDEX "setting_files_items_file_idx" ON "setting_files_items" USING btree ("file_id");
  CREATE UNIQUE INDEX "setting_files_items_locales_locale_parent_id_unique" ON "setting_files_items_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "setting_files_key_idx" ON "setting_files" USING btree ("key");
  CREATE INDEX "setting_files_updated_at_idx" ON "setting_files" USING btree ("updated_at");
  CREATE INDEX "setting_files_created_at_idx" ON "setting_files" USING btree ("created_at");
  CREATE UNIQUE INDEX "setting_files_locales_locale_parent_id_unique" ON "setting_files_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "calc_investment_sizes_order_idx" ON "calc_investment_sizes" USING btree ("order");
  CREATE INDEX "calc_investment_sizes_updated_at_idx" ON "calc_investment_sizes" USING btree ("updated_at");
  CREATE INDEX "calc_investment_sizes_created_at_idx" ON "calc_investment_sizes" USING btree ("created_at");
  CREATE UNIQUE INDEX "calc_investment_sizes_locales_locale_parent_id_unique" ON "calc_investment_sizes_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "calc_okved_code_idx" ON "calc_okved" USING btree ("code");
  CREATE INDEX "calc_okved_order_idx" ON "calc_okved" USING btree ("order");
  CREATE INDEX "calc_okved_updated_at_idx" ON "calc_okved" USING btree ("updated_at");
  CREATE INDEX "calc_okved_created_at_idx" ON "calc_okved" USING btree ("created_at");
  CREATE UNIQUE INDEX "calc_okved_locales_locale_parent_id_unique" ON "calc_okved_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "calc_subject_msp_order_idx" ON "calc_subject_msp" USING btree ("order");
  CREATE INDEX "calc_subject_msp_updated_at_idx" ON "calc_subject_msp" USING btree ("updated_at");
  CREATE INDEX "calc_subject_msp_created_at_idx" ON "calc_subject_msp" USING btree ("created_at");
  CREATE UNIQUE INDEX "calc_subject_msp_locales_locale_parent_id_unique" ON "calc_subject_msp_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "calc_support_types_order_idx" ON "calc_support_types" USING btree ("order");
  CREATE INDEX "calc_support_types_updated_at_idx" ON "calc_support_types" USING btree ("updated_at");
  CREATE INDEX "calc_support_types_created_at_idx" ON "calc_support_types" USING btree ("created_at");
  CREATE UNIQUE INDEX "calc_support_types_locales_locale_parent_id_unique" ON "calc_support_types_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "calc_support_measures_order_idx" ON "calc_support_measures" USING btree ("order");
  CREATE INDEX "calc_support_measures_updated_at_idx" ON "calc_support_measures" USING btree ("updated_at");
  CREATE INDEX "calc_support_measures_created_at_idx" ON "calc_support_measures" USING btree ("created_at");
  CREATE UNIQUE INDEX "calc_support_measures_locales_locale_parent_id_unique" ON "calc_support_measures_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "calc_support_measures_rels_order_idx" ON "calc_support_measures_rels" USING btree ("order");
  CREATE INDEX "calc_support_measures_rels_parent_idx" ON "calc_support_measures_rels" USING btree ("parent_id");
  CREATE INDEX "calc_support_measures_rels_path_idx" ON "calc_support_measures_rels" USING btree ("path");
  CREATE INDEX "calc_support_measures_rels_calc_investment_sizes_id_idx" ON "calc_support_measures_rels" USING btree ("calc_investment_sizes_id");
  CREATE INDEX "calc_support_measures_rels_calc_okved_id_idx" ON "calc_support_measures_rels" USING btree ("calc_okved_id");
  CREATE INDEX "calc_support_measures_rels_calc_subject_msp_id_idx" ON "calc_support_measures_rels" USING btree ("calc_subject_msp_id");
  CREATE INDEX "calc_support_measures_rels_calc_support_types_id_idx" ON "calc_support_measures_rels" USING btree ("calc_support_types_id");
  CREATE INDEX "media_updated_at_idx" ON "media" USING btree ("updated_at");
  CREATE INDEX "media_created_at_idx" ON "media" USING btree ("created_at");
  CREATE UNIQUE INDEX "media_filename_idx" ON "media" USING btree ("filename");
  CREATE INDEX "media_sizes_thumbnail_sizes_thumbnail_filename_idx" ON "media" USING btree ("sizes_thumbnail_filename");
  CREATE INDEX "media_sizes_card_sizes_card_filename_idx" ON "media" USING btree ("sizes_card_filename");
  CREATE INDEX "media_sizes_hero_sizes_hero_filename_idx" ON "media" USING btree ("sizes_hero_filename");
  CREATE UNIQUE INDEX "media_locales_locale_parent_id_unique" ON "media_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "documents_updated_at_idx" ON "documents" USING btree ("updated_at");
  CREATE INDEX "documents_created_at_idx" ON "documents" USING btree ("created_at");
  CREATE UNIQUE INDEX "documents_filename_idx" ON "documents" USING btree ("filename");
  CREATE UNIQUE INDEX "documents_locales_locale_parent_id_unique" ON "documents_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "staff_roles_order_idx" ON "staff_roles" USING btree ("order");
  CREATE INDEX "staff_roles_parent_idx" ON "staff_roles" USING btree ("parent_id");
  CREATE INDEX "staff_sessions_order_idx" ON "staff_sessions" USING btree ("_order");
  CREATE INDEX "staff_sessions_parent_id_idx" ON "staff_sessions" USING btree ("_parent_id");
  CREATE INDEX "staff_updated_at_idx" ON "staff" USING btree ("updated_at");
  CREATE INDEX "staff_created_at_idx" ON "staff" USING btree ("created_at");
  CREATE UNIQUE INDEX "staff_email_idx" ON "staff" USING btree ("email");
  CREATE INDEX "investors_sessions_order_idx" ON "investors_sessions" USING btree ("_order");
  CREATE INDEX "investors_sessions_parent_id_idx" ON "investors_sessions" USING btree ("_parent_id");
  CREATE INDEX "investors_avatar_idx" ON "investors" USING btree ("avatar_id");
  CREATE INDEX "investors_email_verified_idx" ON "investors" USING btree ("email_verified");
  CREATE INDEX "investors_verification_token_hash_idx" ON "investors" USING btree ("verification_token_hash");
  CREATE INDEX "investors_updated_at_idx" ON "investors" USING btree ("updated_at");
  CREATE INDEX "investors_created_at_idx" ON "investors" USING btree ("created_at");
  CREATE UNIQUE INDEX "investors_email_idx" ON "investors" USING btree ("email");
  CREATE INDEX "avatars_owner_idx" ON "avatars" USING btree ("owner_id");
  CREATE INDEX "avatars_updated_at_idx" ON "avatars" USING btree ("updated_at");
  CREATE INDEX "avatars_created_at_idx" ON "avatars" USING btree ("created_at");
  CREATE UNIQUE INDEX "avatars_filename_idx" ON "avatars" USING btree ("filename");
  CREATE INDEX "study_materials_kind_idx" ON "study_materials" USING btree ("kind");
  CREATE INDEX "study_materials_order_idx" ON "study_materials" USING btree ("order");
  CREATE INDEX "study_materials_updated_at_idx" ON "study_materials" USING btree ("updated_at");
  CREATE INDEX "study_materials_created_at_idx" ON "study_materials" USING btree ("created_at");
  CREATE UNIQUE INDEX "study_materials_locales_locale_parent_id_unique" ON "study_materials_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "payload_kv_key_idx" ON "payload_kv" USING btree ("key");
  CREATE INDEX "payload_locked_documents_global_slug_idx" ON "payload_locked_documents" USING btree ("global_slug");
  CREATE INDEX "payload_locked_documents_updated_at_idx" ON "payload_locked_documents" USING btree ("updated_at");
  CREATE INDEX "payload_locked_documents_created_at_idx" ON "payload_locked_documents" USING btree ("created_at");
  CREATE INDEX "payload_locked_documents_rels_order_idx" ON "payload_locked_documents_rels" USING btree ("order");
  CREATE INDEX "payload_locked_documents_rels_parent_idx" ON "payload_locked_documents_rels" USING btree ("parent_id");
  CREATE INDEX "payload_locked_documents_rels_path_idx" ON "payload_locked_documents_rels" USING btree ("path");
  CREATE INDEX "payload_locked_documents_rels_news_id_idx" ON "payload_locked_documents_rels" USING btree ("news_id");
  CREATE INDEX "payload_locked_documents_rels_events_id_idx" ON "payload_locked_documents_rels" USING btree ("events_id");
  CREATE INDEX "payload_locked_documents_rels_event_types_id_idx" ON "payload_locked_documents_rels" USING btree ("event_types_id");
  CREATE INDEX "payload_locked_documents_rels_event_cities_id_idx" ON "payload_locked_documents_rels" USING btree ("event_cities_id");
  CREATE INDEX "payload_locked_documents_rels_success_stories_id_idx" ON "payload_locked_documents_rels" USING btree ("success_stories_id");
  CREATE INDEX "payload_locked_documents_rels_video_gallery_id_idx" ON "payload_locked_documents_rels" USING btree ("video_gallery_id");
  CREATE INDEX "payload_locked_documents_rels_cip_id_idx" ON "payload_locked_documents_rels" USING btree ("cip_id");
  CREATE INDEX "payload_locked_documents_rels_invest_projects_id_idx" ON "payload_locked_documents_rels" USING btree ("invest_projects_id");
  CREATE INDEX "payload_locked_documents_rels_invest_project_types_id_idx" ON "payload_locked_documents_rels" USING btree ("invest_project_types_id");
  CREATE INDEX "payload_locked_documents_rels_perspective_projects_id_idx" ON "payload_locked_documents_rels" USING btree ("perspective_projects_id");
  CREATE INDEX "payload_locked_documents_rels_arctic_residents_id_idx" ON "payload_locked_documents_rels" USING btree ("arctic_residents_id");
  CREATE INDEX "payload_locked_documents_rels_production_sites_id_idx" ON "payload_locked_documents_rels" USING btree ("production_sites_id");
  CREATE INDEX "payload_locked_documents_rels_support_measures_id_idx" ON "payload_locked_documents_rels" USING btree ("support_measures_id");
  CREATE INDEX "payload_locked_documents_rels_development_institutions_i_idx" ON "payload_locked_documents_rels" USING btree ("development_institutions_id");
  CREATE INDEX "payload_locked_documents_rels_invest_rules_id_idx" ON "payload_locked_documents_rels" USING btree ("invest_rules_id");
  CREATE INDEX "payload_locked_documents_rels_faq_id_idx" ON "payload_locked_documents_rels" USING btree ("faq_id");
  CREATE INDEX "payload_locked_documents_rels_index_switch_id_idx" ON "payload_locked_documents_rels" USING btree ("index_switch_id");
  CREATE INDEX "payload_locked_documents_rels_settings_id_idx" ON "payload_locked_documents_rels" USING btree ("settings_id");
  CREATE INDEX "payload_locked_documents_rels_setting_statistics_id_idx" ON "payload_locked_documents_rels" USING btree ("setting_statistics_id");
  CREATE INDEX "payload_locked_documents_rels_setting_files_id_idx" ON "payload_locked_documents_rels" USING btree ("setting_files_id");
  CREATE INDEX "payload_locked_documents_rels_calc_investment_sizes_id_idx" ON "payload_locked_documents_rels" USING btree ("calc_investment_sizes_id");
  CREATE INDEX "payload_locked_documents_rels_calc_okved_id_idx" ON "payload_locked_documents_rels" USING btree ("calc_okved_id");
  CREATE INDEX "payload_locked_documents_rels_calc_subject_msp_id_idx" ON "payload_locked_documents_rels" USING btree ("calc_subject_msp_id");
  CREATE INDEX "payload_locked_documents_rels_calc_support_types_id_idx" ON "payload_locked_documents_rels" USING btree ("calc_support_types_id");
  CREATE INDEX "payload_locked_documents_rels_calc_support_measures_id_idx" ON "payload_locked_documents_rels" USING btree ("calc_support_measures_id");
  CREATE INDEX "payload_locked_documents_rels_media_id_idx" ON "payload_locked_documents_rels" USING btree ("media_id");
  CREATE INDEX "payload_locked_documents_rels_documents_id_idx" ON "payload_locked_documents_rels" USING btree ("documents_id");
  CREATE INDEX "payload_locked_documents_rels_staff_id_idx" ON "payload_locked_documents_rels" USING btree ("staff_id");
  CREATE INDEX "payload_locked_documents_rels_investors_id_idx" ON "payload_locked_documents_rels" USING btree ("investors_id");
  CREATE INDEX "payload_locked_documents_rels_avatars_id_idx" ON "payload_locked_documents_rels" USING btree ("avatars_id");
  CREATE INDEX "payload_locked_documents_rels_study_materials_id_idx" ON "payload_locked_documents_rels" USING btree ("study_materials_id");
  CREATE INDEX "payload_preferences_key_idx" ON "payload_preferences" USING btree ("key");
  CREATE INDEX "payload_preferences_updated_at_idx" ON "payload_preferences" USING btree ("updated_at");
  CREATE INDEX "payload_preferences_created_at_idx" ON "payload_preferences" USING btree ("created_at");
  CREATE INDEX "payload_preferences_rels_order_idx" ON "payload_preferences_rels" USING btree ("order");
  CREATE INDEX "payload_preferences_rels_parent_idx" ON "payload_preferences_rels" USING btree ("parent_id");
  CREATE INDEX "payload_preferences_rels_path_idx" ON "payload_preferences_rels" USING btree ("path");
  CREATE INDEX "payload_preferences_rels_staff_id_idx" ON "payload_preferences_rels" USING btree ("staff_id");
  CREATE INDEX "payload_preferences_rels_investors_id_idx" ON "payload_preferences_rels" USING btree ("investors_id");
  CREATE INDEX "payload_migrations_updated_at_idx" ON "payload_migrations" USING btree ("updated_at");
  CREATE INDEX "payload_migrations_created_at_idx" ON "payload_migrations" USING btree ("created_at");
  CREATE INDEX "about_region_facts_order_idx" ON "about_region_facts" USING btree ("_order");
  CREATE INDEX "about_region_facts_parent_id_idx" ON "about_region_facts" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "about_region_facts_locales_locale_parent_id_unique" ON "about_region_facts_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "about_region_sections_order_idx" ON "about_region_sections" USING btree ("_order");
  CREATE INDEX "about_region_sections_parent_id_idx" ON "about_region_sections" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "about_region_sections_locales_locale_parent_id_unique" ON "about_region_sections_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "about_region_image_idx" ON "about_region" USING btree ("image_id");
  CREATE UNIQUE INDEX "about_region_locales_locale_parent_id_unique" ON "about_region_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "arctic_benefits_order_idx" ON "arctic_benefits" USING btree ("_order");
  CREATE INDEX "arctic_benefits_parent_id_idx" ON "arctic_benefits" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "arctic_benefits_locales_locale_parent_id_unique" ON "arctic_benefits_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "arctic_requirements_order_idx" ON "arctic_requirements" USING btree ("_order");
  CREATE INDEX "arctic_requirements_parent_id_idx" ON "arctic_requirements" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "arctic_requirements_locales_locale_parent_id_unique" ON "arctic_requirements_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "arctic_image_idx" ON "arctic" USING btree ("image_id");
  CREATE UNIQUE INDEX "arctic_locales_locale_parent_id_unique" ON "arctic_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "project_implementation_algorithm_steps_order_idx" ON "project_implementation_algorithm_steps" USING btree ("_order");
  CREATE INDEX "project_implementation_algorithm_steps_parent_id_idx" ON "project_implementation_algorithm_steps" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "project_implementation_algorithm_steps_locales_locale_parent" ON "project_implementation_algorithm_steps_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "project_implementation_algorithm_image_idx" ON "project_implementation_algorithm" USING btree ("image_id");
  CREATE UNIQUE INDEX "project_implementation_algorithm_locales_locale_parent_id_un" ON "project_implementation_algorithm_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "korporaciya_razvitiya_eniseyskoy_sibiri_services_order_idx" ON "korporaciya_razvitiya_eniseyskoy_sibiri_services" USING btree ("_order");
  CREATE INDEX "korporaciya_razvitiya_eniseyskoy_sibiri_services_parent_id_idx" ON "korporaciya_razvitiya_eniseyskoy_sibiri_services" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "korporaciya_razvitiya_eniseyskoy_sibiri_services_locales_loc" ON "korporaciya_razvitiya_eniseyskoy_sibiri_services_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "korporaciya_razvitiya_eniseyskoy_sibiri_image_idx" ON "korporaciya_razvitiya_eniseyskoy_sibiri" USING btree ("image_id");
  CREATE UNIQUE INDEX "korporaciya_razvitiya_eniseyskoy_sibiri_locales_locale_paren" ON "korporaciya_razvitiya_eniseyskoy_sibiri_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "techno_valley_facts_order_idx" ON "techno_valley_facts" USING btree ("_order");
  CREATE INDEX "techno_valley_facts_parent_id_idx" ON "techno_valley_facts" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "techno_valley_facts_locales_locale_parent_id_unique" ON "techno_valley_facts_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "techno_valley_privileges_order_idx" ON "techno_valley_privileges" USING btree ("_order");
  CREATE INDEX "techno_valley_privileges_parent_id_idx" ON "techno_valley_privileges" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "techno_valley_privileges_locales_locale_parent_id_unique" ON "techno_valley_privileges_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "techno_valley_image_idx" ON "techno_valley" USING btree ("image_id");
  CREATE UNIQUE INDEX "techno_valley_locales_locale_parent_id_unique" ON "techno_valley_locales" USING btree ("_locale","_parent_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "news" CASCADE;
  DROP TABLE "news_locales" CASCADE;
  DROP TABLE "_news_v" CASCADE;
  DROP TABLE "_news_v_locales" CASCADE;
  DROP TABLE "events" CASCADE;
  DROP TABLE "events_locales" CASCADE;
  DROP TABLE "_events_v" CASCADE;
  DROP TABLE "_events_v_locales" CASCADE;
  DROP TABLE "event_types" CASCADE;
  DROP TABLE "event_types_locales" CASCADE;
  DROP TABLE "event_cities" CASCADE;
  DROP TABLE "event_cities_locales" CASCADE;
  DROP TABLE "success_stories" CASCADE;
  DROP TABLE "success_stories_locales" CASCADE;
  DROP TABLE "_success_stories_v" CASCADE;
  DROP TABLE "_success_stories_v_locales" CASCADE;
  DROP TABLE "video_gallery" CASCADE;
  DROP TABLE "video_gallery_locales" CASCADE;
  DROP TABLE "_video_gallery_v" CASCADE;
  DROP TABLE "_video_gallery_v_locales" CASCADE;
  DROP TABLE "cip" CASCADE;
  DROP TABLE "cip_locales" CASCADE;
  DROP TABLE "_cip_v" CASCADE;
  DROP TABLE "_cip_v_locales" CASCADE;
  DROP TABLE "invest_projects" CASCADE;
  DROP TABLE "invest_projects_locales" CASCADE;
  DROP TABLE "_invest_projects_v" CASCADE;
  DROP TABLE "_invest_projects_v_locales" CASCADE;
  DROP TABLE "invest_project_types" CASCADE;
  DROP TABLE "invest_project_types_locales" CASCADE;
  DROP TABLE "perspective_projects" CASCADE;
  DROP TABLE "perspective_projects_locales" CASCADE;
  DROP TABLE "_perspective_projects_v" CASCADE;
  DROP TABLE "_perspective_projects_v_locales" CASCADE;
  DROP TABLE "arctic_residents" CASCADE;
  DROP TABLE "arctic_residents_locales" CASCADE;
  DROP TABLE "_arctic_residents_v" CASCADE;
  DROP TABLE "_arctic_residents_v_locales" CASCADE;
  DROP TABLE "production_sites" CASCADE;
  DROP TABLE "production_sites_locales" CASCADE;
  DROP TABLE "_production_sites_v" CASCADE;
  DROP TABLE "_production_sites_v_locales" CASCADE;
  DROP TABLE "support_measures_items" CASCADE;
  DROP TABLE "support_measures_items_locales" CASCADE;
  DROP TABLE "support_measures" CASCADE;
  DROP TABLE "support_measures_locales" CASCADE;
  DROP TABLE "_support_measures_v_version_items" CASCADE;
  DROP TABLE "_support_measures_v_version_items_locales" CASCADE;
  DROP TABLE "_support_measures_v" CASCADE;
  DROP TABLE "_support_measures_v_locales" CASCADE;
  DROP TABLE "development_institutions" CASCADE;
  DROP TABLE "development_institutions_locales" CASCADE;
  DROP TABLE "invest_rules" CASCADE;
  DROP TABLE "invest_rules_locales" CASCADE;
  DROP TABLE "faq" CASCADE;
  DROP TABLE "faq_locales" CASCADE;
  DROP TABLE "index_switch" CASCADE;
  DROP TABLE "index_switch_locales" CASCADE;
  DROP TABLE "settings" CASCADE;
  DROP TABLE "settings_locales" CASCADE;
  DROP TABLE "setting_statistics" CASCADE;
  DROP TABLE "setting_statistics_locales" CASCADE;
  DROP TABLE "setting_files_items" CASCADE;
  DROP TABLE "setting_files_items_locales" CASCADE;
  DROP TABLE "setting_files" CASCADE;
  DROP TABLE "setting_files_locales" CASCADE;
  DROP TABLE "calc_investment_sizes" CASCADE;
  DROP TABLE "calc_investment_sizes_locales" CASCADE;
  DROP TABLE "calc_okved" CASCADE;
  DROP TABLE "calc_okved_locales" CASCADE;
  DROP TABLE "calc_subject_msp" CASCADE;
  DROP TABLE "calc_subject_msp_locales" CASCADE;
  DROP TABLE "calc_support_types" CASCADE;
  DROP TABLE "calc_support_types_locales" CASCADE;
  DROP TABLE "calc_support_measures" CASCADE;
  DROP TABLE "calc_support_measures_locales" CASCADE;
  DROP TABLE "calc_support_measures_rels" CASCADE;
  DROP TABLE "media" CASCADE;
  DROP TABLE "media_locales" CASCADE;
  DROP TABLE "documents" CASCADE;
  DROP TABLE "documents_locales" CASCADE;
  DROP TABLE "staff_roles" CASCADE;
  DROP TABLE "staff_sessions" CASCADE;
  DROP TABLE "staff" CASCADE;
  DROP TABLE "investors_sessions" CASCADE;
  DROP TABLE "investors" CASCADE;
  DROP TABLE "avatars" CASCADE;
  DROP TABLE "study_materials" CASCADE;
  DROP TABLE "study_materials_locales" CASCADE;
  DROP TABLE "payload_kv" CASCADE;
  DROP TABLE "payload_locked_documents" CASCADE;
  DROP TABLE "payload_locked_documents_rels" CASCADE;
  DROP TABLE "payload_preferences" CASCADE;
  DROP TABLE "payload_preferences_rels" CASCADE;
  DROP TABLE "payload_migrations" CASCADE;
  DROP TABLE "about_region_facts" CASCADE;
  DROP TABLE "about_region_facts_locales" CASCADE;
  DROP TABLE "about_region_sections" CASCADE;
  DROP TABLE "about_region_sections_locales" CASCADE;
  DROP TABLE "about_region" CASCADE;
  DROP TABLE "about_region_locales" CASCADE;
  DROP TABLE "arctic_benefits" CASCADE;
  DROP TABLE "arctic_benefits_locales" CASCADE;
  DROP TABLE "arctic_requirements" CASCADE;
  DROP TABLE "arctic_requirements_locales" CASCADE;
  DROP TABLE "arctic" CASCADE;
  DROP TABLE "arctic_locales" CASCADE;
  DROP TABLE "project_implementation_algorithm_steps" CASCADE;
  DROP TABLE "project_implementation_algorithm_steps_locales" CASCADE;
  DROP TABLE "project_implementation_algorithm" CASCADE;
  DROP TABLE "project_implementation_algorithm_locales" CASCADE;
  DROP TABLE "korporaciya_razvitiya_eniseyskoy_sibiri_services" CASCADE;
  DROP TABLE "korporaciya_razvitiya_eniseyskoy_sibiri_services_locales" CASCADE;
  DROP TABLE "korporaciya_razvitiya_eniseyskoy_sibiri" CASCADE;
  DROP TABLE "korporaciya_razvitiya_eniseyskoy_sibiri_locales" CASCADE;
  DROP TABLE "techno_valley_facts" CASCADE;
  DROP TABLE "techno_valley_facts_locales" CASCADE;
  DROP TABLE "techno_valley_privileges" CASCADE;
  DROP TABLE "techno_valley_privileges_locales" CASCADE;
  DROP TABLE "techno_valley" CASCADE;
  DROP TABLE "techno_valley_locales" CASCADE;
  DROP TABLE "seed_state" CASCADE;
  DROP TYPE "public"."_locales";
  DROP TYPE "public"."enum_news_status";
  DROP TYPE "public"."enum__news_v_version_status";
  DROP TYPE "public"."enum__news_v_published_locale";
  DROP TYPE "public"."enum_events_status";
  DROP TYPE "public"."enum__events_v_version_status";
  DROP TYPE "public"."enum__events_v_published_locale";
  DROP TYPE "public"."enum_success_stories_status";
  DROP TYPE "public"."enum__success_stories_v_version_status";
  DROP TYPE "public"."enum__success_stories_v_published_locale";
  DROP TYPE "public"."enum_video_gallery_status";
  DROP TYPE "public"."enum__video_gallery_v_version_status";
  DROP TYPE "public"."enum__video_gallery_v_published_locale";
  DROP TYPE "public"."enum_cip_status";
  DROP TYPE "public"."enum__cip_v_version_status";
  DROP TYPE "public"."enum__cip_v_published_locale";
  DROP TYPE "public"."enum_invest_projects_status";
  DROP TYPE "public"."enum__invest_projects_v_version_status";
  DROP TYPE "public"."enum__invest_projects_v_published_locale";
  DROP TYPE "public"."enum_perspective_projects_status";
  DROP TYPE "public"."enum__perspective_projects_v_version_status";
  DROP TYPE "public"."enum__perspective_projects_v_published_locale";
  DROP TYPE "public"."enum_arctic_residents_status";
  DROP TYPE "public"."enum__arctic_residents_v_version_status";
  DROP TYPE "public"."enum__arctic_residents_v_published_locale";
  DROP TYPE "public"."enum_production_sites_site_type";
  DROP TYPE "public"."enum_production_sites_status";
  DROP TYPE "public"."enum__production_sites_v_version_site_type";
  DROP TYPE "public"."enum__production_sites_v_version_status";
  DROP TYPE "public"."enum__production_sites_v_published_locale";
  DROP TYPE "public"."enum_support_measures_group";
  DROP TYPE "public"."enum_support_measures_status";
  DROP TYPE "public"."enum__support_measures_v_version_group";
  DROP TYPE "public"."enum__support_measures_v_version_status";
  DROP TYPE "public"."enum__support_measures_v_published_locale";
  DROP TYPE "public"."enum_setting_statistics_type";
  DROP TYPE "public"."enum_setting_files_key";
  DROP TYPE "public"."enum_staff_roles";
  DROP TYPE "public"."enum_investors_locale";
  DROP TYPE "public"."enum_study_materials_kind";`)
}
