import '@coinvest/ui/testing/setup';
