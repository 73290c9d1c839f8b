from django.db import migrations, models


class Migration(migrations.Migration):
    dependencies = [("play", "0001_initial")]

    operations = [
        migrations.AddField(model_name="storedgame", name="hints", field=models.PositiveIntegerField(default=0)),
    ]
