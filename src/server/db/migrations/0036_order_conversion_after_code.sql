-- A virtual office's first month paid by card is sent to the ad platforms as paid: its net price
-- less a promo code's discount on that month (decision 0054). The code's use is stored in the
-- transaction that stores the order, before any payment, so it is there when the payment lands.
CREATE OR REPLACE FUNCTION "conversion_of_order"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  first_month integer;
BEGIN
  IF NEW."payment" = 'card-paid' AND NEW."monthly_net_pence" BETWEEN 0 AND 1000000000
     AND (TG_OP = 'INSERT' OR OLD."payment" IS DISTINCT FROM 'card-paid') THEN
    first_month := NEW."monthly_net_pence" - coalesce(
      (SELECT "discount_pence" FROM "promo_redemptions" WHERE "promo_redemptions"."order_id" = NEW."id"), 0);
    INSERT INTO "conversions" ("kind", "order_id", "transaction_id", "value_pence", "attribution", "ad_user_data", "ga_client_id")
    VALUES ('order-paid', NEW."id", NEW."reference", greatest(first_month, 0), NEW."attribution",
      "conversion_ad_user_data"(NEW."attribution"), "conversion_ga_client_id"(NEW."attribution"))
    ON CONFLICT DO NOTHING;
  END IF;
  RETURN NULL;
END $$;
