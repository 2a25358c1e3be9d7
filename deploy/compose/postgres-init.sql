-- docker-compose.yml: the databases of the services (each service's migration fills its own).
-- Run once, by the postgres image, when its volume is new.
CREATE DATABASE callsheet_identity;
CREATE DATABASE callsheet_profiles;
CREATE DATABASE callsheet_productions;
CREATE DATABASE callsheet_connections;
CREATE DATABASE callsheet_payments;
