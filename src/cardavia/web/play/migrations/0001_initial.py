import cardavia.web.play.models
from django.db import migrations, models


class Migration(migrations.Migration):
    initial = True

    dependencies = []

    operations = [
        migrations.CreateModel(
            name="StoredGame",
            fields=[
                ("id", models.BigAutoField(auto_created=True, primary_key=True, serialize=False, verbose_name="ID")),
                (
                    "public_id",
                    models.CharField(default=cardavia.web.play.models.new_public_id, editable=False, max_length=16, unique=True),
                ),
                ("game", models.CharField(max_length=32)),
                ("rules_version", models.PositiveIntegerField()),
                ("seed", models.BigIntegerField()),
                ("setup", models.JSONField(blank=True, null=True)),
                ("actions", models.JSONField(default=list)),
                ("seq", models.PositiveIntegerField(default=0)),
                ("level", models.CharField(max_length=8)),
                ("human_seat", models.PositiveSmallIntegerField(default=0)),
                ("owner", models.CharField(db_index=True, max_length=64)),
                ("finished", models.BooleanField(default=False)),
                ("created", models.DateTimeField(auto_now_add=True)),
                ("updated", models.DateTimeField(auto_now=True)),
            ],
            options={"ordering": ["-updated"]},
        ),
    ]
