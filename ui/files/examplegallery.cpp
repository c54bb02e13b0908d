#include "ui/files/examplegallery.h"

#include "model/io/projectfile.h"
#include "model/schema/localizedtext.h"
#include "translations/translator.h"

#include <QDialogButtonBox>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QListWidget>
#include <QPushButton>
#include <QTextBrowser>
#include <QVBoxLayout>

ExampleGallery::ExampleGallery(QWidget *parent)
    : QDialog(parent)
    , m_list(new QListWidget)
    , m_details(new QTextBrowser)
    , m_buttons(new QDialogButtonBox(QDialogButtonBox::Open | QDialogButtonBox::Cancel))
{
    setWindowTitle(tr("Open Example"));
    m_list->setObjectName(QStringLiteral("exampleList"));
    m_details->setObjectName(QStringLiteral("exampleDetails"));
    m_details->setOpenExternalLinks(false);
    for (const QString &path : examples()) {
        QFile file(path);
        if (!file.open(QIODevice::ReadOnly))
            continue;
        const ProjectFile::LoadResult loaded =
            ProjectFile::parse(file.readAll(), QFileInfo(path).fileName());
        if (!loaded.project)
            continue;
        const QString language = Translations::currentLanguage();
        auto *item = new QListWidgetItem(nameIn(*loaded.project, language), m_list);
        item->setData(Qt::UserRole, path);
        QStringList tables;
        for (const Table &t : loaded.project->tables)
            tables.append(t.qualifiedName());
        item->setData(Qt::UserRole + 1,
                      QStringLiteral("<h3>%1</h3><p>%2</p><p><b>%3</b> %4</p>")
                          .arg(nameIn(*loaded.project, language).toHtmlEscaped(),
                               descriptionIn(*loaded.project, language).toHtmlEscaped(),
                               tr("Tables:").toHtmlEscaped(), joinList(tables).toHtmlEscaped()));
        item->setToolTip(QFileInfo(path).fileName());
    }
    auto *split = new QHBoxLayout;
    split->addWidget(m_list, 2);
    split->addWidget(m_details, 3);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(split, 1);
    layout->addWidget(m_buttons);
    connect(m_list, &QListWidget::currentRowChanged, this, &ExampleGallery::showDetails);
    connect(m_list, &QListWidget::itemActivated, this, &QDialog::accept);
    connect(m_buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    m_list->setCurrentRow(0);
    resize(820, 460);
}

QStringList ExampleGallery::examples()
{
    const QDir dir(QStringLiteral(":/examples"));
    QStringList paths;
    for (const QString &name : dir.entryList({QStringLiteral("*.json")}, QDir::Files, QDir::Name))
        paths.append(dir.filePath(name));
    return paths;
}

QString ExampleGallery::selectedExample() const
{
    const QListWidgetItem *item = m_list->currentItem();
    return item ? item->data(Qt::UserRole).toString() : QString();
}

void ExampleGallery::showDetails()
{
    const QListWidgetItem *item = m_list->currentItem();
    m_details->setHtml(item ? item->data(Qt::UserRole + 1).toString() : QString());
    m_buttons->button(QDialogButtonBox::Open)->setEnabled(item != nullptr);
}
